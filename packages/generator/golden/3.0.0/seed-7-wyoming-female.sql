-- 5 people made by random-american-generator 3.0.0 with seed 7 as of 2026-11-22, where gender = "female", state = "Wyoming"
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
('Lisa', 'Koester', 'female', '6918 Melendez Street', 'Casper', 'Wyoming', '82609', '9/6/1969', 'WY', 57, '307-555-0148', 'lisa.koester37@example.com'),
('Rachel', 'Black', 'female', '5439 Martin Boulevard', 'Lovell', 'Wyoming', '82431', '7/21/1989', 'WY', 37, '307-555-0178', 'rachel.black66@example.org'),
('Rita', 'Reynoso', 'female', '47 Miller Street', 'Cheyenne', 'Wyoming', '82009', '11/28/1967', 'WY', 58, '307-555-0153', 'rita.reynoso20@example.net'),
('Marilyn', 'Souza', 'female', '90 Parker Boulevard', 'Cheyenne', 'Wyoming', '82001', '11/11/1958', 'WY', 68, '307-555-0142', 'marilyn.souza10@example.com'),
('Angela', 'Langston', 'female', '32 Curtis Way', 'Douglas', 'Wyoming', '82633', '8/15/1975', 'WY', 51, '307-555-0164', 'angela.langston52@example.com');
