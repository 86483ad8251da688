-- 5 people made by random-american-generator 4.1.0 with seed 7 as of 2026-11-22, where gender = "female", state = "Wyoming"
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
('Lisa', 'Koester', 'female', '6918 Melendez Street', 'Casper', 'Wyoming', '82609', '9/6/1969', 'WY', 57, '307-555-0148', 'lisa.koester37@example.com'),
('Michelle', 'Black', 'female', '5439 Martin Boulevard', 'Manderson', 'Wyoming', '82432', '7/21/1989', 'WY', 37, '307-555-0178', 'michelle.black66@example.org'),
('Janice', 'Reynoso', 'female', '47 Miller Street', 'Cheyenne', 'Wyoming', '82007', '11/28/1966', 'WY', 59, '307-555-0153', 'janice.reynoso20@example.net'),
('Betty', 'Souza', 'female', '90 Parker Boulevard', 'Cheyenne', 'Wyoming', '82001', '11/11/1957', 'WY', 69, '307-555-0142', 'betty.souza10@example.com'),
('Michelle', 'Langston', 'female', '32 Curtis Way', 'Douglas', 'Wyoming', '82633', '8/15/1974', 'WY', 52, '307-555-0164', 'michelle.langston52@example.com');
