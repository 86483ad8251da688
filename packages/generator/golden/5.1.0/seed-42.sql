-- 5 people made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22
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
('Gary', 'Darcy', 'male', '65 9th Place', 'Mankato', 'Minnesota', '56001', '9/3/1976', 'MN', 50, '507-555-0185', 'gary.darcy37@example.com'),
('Debra', 'Cripe', 'female', '57427 Smith Street', 'Las Vegas', 'Nevada', '89129', '10/5/1956', 'NV', 70, '702-555-0181', 'debra.cripe31@example.com'),
('Louise', 'Ivy', 'female', '2742 Houston Street', 'St. Louis', 'Missouri', '63141', '8/10/1954', 'MO', 72, '314-555-0154', 'louise.ivy17@example.org'),
('Robert', 'Medlin', 'male', '26 Turner Avenue', 'Montoursville', 'Pennsylvania', '17754', '6/11/1964', 'PA', 62, '570-555-0100', 'robert.medlin33@example.org'),
('Robert', 'Stevens', 'male', '157 Jackson Street', 'Milton-Freewater', 'Oregon', '97862', '11/27/1959', 'OR', 66, '541-555-0127', 'robert.stevens87@example.org');
