-- 5 people made by random-american-generator 5.1.0 with seed 7 as of 2026-11-22, where gender = "female", state = "Wyoming"
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
('Stacey', 'Wallace', 'female', '829 Hernandez Road', 'Casper', 'Wyoming', '82609', '11/24/1961', 'WY', 64, '307-555-0132', 'stacey.wallace37@example.net'),
('Jessica', 'Southworth', 'female', '746 24th Street', 'Manderson', 'Wyoming', '82432', '3/13/1970', 'WY', 56, '307-555-0179', 'jessica.southworth66@example.org'),
('Layla', 'Lindley', 'female', '359 Jones Drive', 'Cheyenne', 'Wyoming', '82007', '8/14/2008', 'WY', 18, '307-555-0157', 'layla.lindley20@example.org'),
('Mildred', 'Gonzalez', 'female', '8428 Magnolia Road', 'Cheyenne', 'Wyoming', '82001', '6/14/1949', 'WY', 77, '307-555-0106', 'mildred.gonzalez10@example.com'),
('Roberta', 'McClure', 'female', '62 McGuire Street', 'Douglas', 'Wyoming', '82633', '12/29/1965', 'WY', 60, '307-555-0120', 'roberta.mcclure52@example.com');
