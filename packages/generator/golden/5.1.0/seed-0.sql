-- 5 people made by random-american-generator 5.1.0 with seed 0 as of 2026-11-22
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
('Cory', 'Godfrey', 'male', '4 Castro Court', 'Smyrna', 'Tennessee', '37167', '5/21/1994', 'TN', 32, '615-555-0115', 'cory.godfrey67@example.org'),
('Diego', 'Clark', 'male', '2228 Daugherty Street', 'Neenah', 'Wisconsin', '54956', '6/5/2005', 'WI', 21, '920-555-0122', 'diego.clark85@example.com'),
('Rex', 'Leger', 'male', '69 18th Circle', 'Berryville', 'Arkansas', '72616', '10/14/1959', 'AR', 67, '870-555-0107', 'rex.leger11@example.org'),
('Bryan', 'Fancher', 'male', '588 2nd Street', 'Omaha', 'Nebraska', '68104', '12/6/1953', 'NE', 72, '402-555-0173', 'bryan.fancher38@example.org'),
('Angel', 'Galdamez', 'male', '253 O''Brien Circle', 'Brooklyn', 'New York', '11205', '4/4/2006', 'NY', 20, '718-555-0114', 'angel.galdamez69@example.com');
