-- 5 people made by random-american-generator 4.1.0 with seed 0 as of 2026-11-22
-- written for MariaDB, PostgreSQL and SQLite
CREATE TABLE people (
  firstName TEXT NOT NULL,
  lastName TEXT NOT NULL,
  gender TEXT NOT NULL,
  streetAddress TEXT NOT NULL,
  city TEXT NOT NULL,
  state TEXT NOT NULL,
  zipCode TEXT NOT NULL,
  birthdate TEXT NOT NULL,
  stateCode TEXT NOT NULL,
  age INTEGER NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL
);
INSERT INTO people (firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate, stateCode, age, phone, email) VALUES
('Holly', 'Jewell', 'female', '145 North Road', 'Smyrna', 'Tennessee', '37167', '2/23/1976', 'TN', 50, '615-555-0158', 'holly.jewell67@example.com'),
('Janice', 'Hopkins', 'female', '7 North Loop', 'Neenah', 'Wisconsin', '54956', '12/15/1947', 'WI', 78, '920-555-0164', 'janice.hopkins85@example.com'),
('Mario', 'Kates', 'male', '409 Clark Lane', 'Berryville', 'Arkansas', '72616', '9/29/2003', 'AR', 23, '870-555-0139', 'mario.kates11@example.com'),
('Sarah', 'Loomis', 'female', '550 Reed Street', 'Omaha', 'Nebraska', '68104', '10/25/1960', 'NE', 66, '402-555-0126', 'sarah.loomis38@example.org'),
('Debbie', 'Evans', 'female', '438 Evergreen Drive', 'Brooklyn', 'New York', '11205', '12/10/1959', 'NY', 66, '718-555-0143', 'debbie.evans69@example.com');
