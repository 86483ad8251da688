-- 5 people made by random-american-generator 4.1.0 with seed 42 as of 2026-11-22
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
('Peter', 'Parrott', 'male', '288 Allen Avenue', 'Mankato', 'Minnesota', '56001', '6/17/1985', 'MN', 41, '507-555-0199', 'peter.parrott37@example.org'),
('Juan', 'White', 'male', '989 Parker Way', 'Las Vegas', 'Nevada', '89129', '10/13/1999', 'NV', 27, '702-555-0130', 'juan.white31@example.org'),
('Dylan', 'McCabe', 'male', '84 Railroad Boulevard', 'St. Louis', 'Missouri', '63141', '10/23/1993', 'MO', 33, '314-555-0107', 'dylan.mccabe17@example.net'),
('Timothy', 'Stevens', 'male', '3291 Center Avenue', 'Montoursville', 'Pennsylvania', '17754', '9/1/1971', 'PA', 55, '570-555-0197', 'timothy.stevens33@example.com'),
('Kiana', 'Evans', 'female', '714 Walnut Road', 'Milton-Freewater', 'Oregon', '97862', '9/23/1995', 'OR', 31, '541-555-0175', 'kiana.evans87@example.com');
