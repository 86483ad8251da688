-- 5 people made by random-american-generator 2.0.0 with seed 42 as of 2026-11-22
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
('Charlene', 'Paul', 'female', '6398 8th Street', 'Windom', 'Minnesota', '56101', '7/30/1981', 'MN', 45, '507-555-0176', 'charlene.paul37@example.org'),
('Kaela', 'Guzman', 'female', '6 Dixon Avenue', 'Ely', 'Nevada', '89315', '12/24/2001', 'NV', 24, '775-555-0105', 'kaela.guzman31@example.com'),
('Nataly', 'Jordan', 'female', '2080 Perez Road', 'Warrenton', 'Missouri', '63383', '7/27/2003', 'MO', 23, '636-555-0113', 'nataly.jordan17@example.com'),
('Evan', 'Dixon', 'male', '75 Main Road', 'Shenandoah', 'Pennsylvania', '17976', '8/13/1994', 'PA', 32, '570-555-0135', 'evan.dixon33@example.org'),
('Ashley', 'Zavala', 'female', '42 Jones Avenue', 'Umatilla', 'Oregon', '97882', '6/15/1998', 'OR', 28, '541-555-0108', 'ashley.zavala87@example.org');
