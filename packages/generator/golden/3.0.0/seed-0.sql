-- 5 people made by random-american-generator 3.0.0 with seed 0 as of 2026-11-22
-- written for PostgreSQL and SQLite
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
('Hunter', 'Jewell', 'male', '145 North Road', 'Nashville', 'Tennessee', '37213', '5/21/1994', 'TN', 32, '615-555-0158', 'hunter.jewell67@example.com'),
('Cody', 'Hopkins', 'male', '7 North Loop', 'Ripon', 'Wisconsin', '54971', '6/5/2005', 'WI', 21, '920-555-0164', 'cody.hopkins85@example.com'),
('Nina', 'Kates', 'female', '409 Clark Lane', 'Cherokee Village', 'Arkansas', '72529', '10/14/1959', 'AR', 67, '870-555-0139', 'nina.kates11@example.com'),
('Jimmy', 'Loomis', 'male', '550 Reed Street', 'Omaha', 'Nebraska', '68107', '12/6/1953', 'NE', 72, '402-555-0126', 'jimmy.loomis38@example.org'),
('Roberto', 'Evans', 'male', '438 Evergreen Drive', 'Franklin Square', 'New York', '11010', '4/4/2006', 'NY', 20, '516-555-0143', 'roberto.evans69@example.com');
