-- 5 people made by random-american-generator 4.1.0 with seed 4294967295 as of 2026-11-22
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
('Debra', 'Ridgway', 'female', '2985 Jones Road', 'Fort Wayne', 'Indiana', '46804', '8/26/1963', 'IN', 63, '260-555-0146', 'debra.ridgway97@example.org'),
('Samuel', 'Ziegler', 'male', '38 Aguilar Drive', 'Urania', 'Louisiana', '71480', '6/23/1964', 'LA', 62, '318-555-0164', 'samuel.ziegler38@example.com'),
('Emma', 'Adame', 'female', '189 Ash Street', 'Appleton', 'Wisconsin', '54915', '1/2/2004', 'WI', 22, '920-555-0137', 'emma.adame91@example.net'),
('Ann', 'Parker', 'female', '56 South Drive', 'Fargo', 'North Dakota', '58103', '1/25/1981', 'ND', 45, '701-555-0154', 'ann.parker78@example.org'),
('Christine', 'Murray', 'female', '228 3rd Street', 'Danvers', 'Massachusetts', '01923', '5/26/1975', 'MA', 51, '978-555-0108', 'christine.murray32@example.org');
