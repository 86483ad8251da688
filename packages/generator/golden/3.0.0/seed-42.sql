-- 5 people made by random-american-generator 3.0.0 with seed 42 as of 2026-11-22
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
('Bethany', 'Parrott', 'female', '288 Allen Avenue', 'Windom', 'Minnesota', '56101', '9/3/1976', 'MN', 50, '507-555-0199', 'bethany.parrott37@example.org'),
('Cathy', 'White', 'female', '989 Parker Way', 'Ely', 'Nevada', '89315', '10/5/1956', 'NV', 70, '775-555-0130', 'cathy.white31@example.org'),
('Rebecca', 'McCabe', 'female', '84 Railroad Boulevard', 'Warrenton', 'Missouri', '63383', '8/10/1954', 'MO', 72, '636-555-0107', 'rebecca.mccabe17@example.net'),
('Donald', 'Stevens', 'male', '3291 Center Avenue', 'Shenandoah', 'Pennsylvania', '17976', '6/11/1964', 'PA', 62, '570-555-0197', 'donald.stevens33@example.com'),
('Paulette', 'Evans', 'female', '714 Walnut Road', 'Umatilla', 'Oregon', '97882', '11/27/1959', 'OR', 66, '541-555-0175', 'paulette.evans87@example.com');
