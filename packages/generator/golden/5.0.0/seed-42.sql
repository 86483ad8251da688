-- 5 people made by random-american-generator 5.0.0 with seed 42 as of 2026-11-22
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
('Brett', 'Stilwell', 'male', '65 9th Place', 'Mankato', 'Minnesota', '56001', '9/3/1976', 'MN', 50, '507-555-0185', 'brett.stilwell37@example.com'),
('Debra', 'Southard', 'female', '57427 Smith Street', 'Las Vegas', 'Nevada', '89129', '10/5/1956', 'NV', 70, '702-555-0181', 'debra.southard31@example.com'),
('Candace', 'Pennington', 'female', '2742 Houston Street', 'St. Louis', 'Missouri', '63141', '8/10/1954', 'MO', 72, '314-555-0154', 'candace.pennington17@example.org'),
('Robert', 'Morgan', 'male', '26 Turner Avenue', 'Montoursville', 'Pennsylvania', '17754', '6/11/1964', 'PA', 62, '570-555-0100', 'robert.morgan33@example.org'),
('Robert', 'Arsenault', 'male', '157 Jackson Street', 'Milton-Freewater', 'Oregon', '97862', '11/27/1959', 'OR', 66, '541-555-0127', 'robert.arsenault87@example.org');
