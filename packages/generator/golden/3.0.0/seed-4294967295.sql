-- 5 people made by random-american-generator 3.0.0 with seed 4294967295 as of 2026-11-22
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
('Steven', 'Ridgway', 'male', '2985 Jones Road', 'Fort Wayne', 'Indiana', '46804', '3/19/1965', 'IN', 61, '260-555-0146', 'steven.ridgway97@example.org'),
('Philip', 'Ziegler', 'male', '38 Aguilar Drive', 'Winnfield', 'Louisiana', '71483', '6/13/1975', 'LA', 51, '318-555-0164', 'philip.ziegler38@example.com'),
('Emma', 'Adame', 'female', '189 Ash Street', 'Berlin', 'Wisconsin', '54923', '12/1/2001', 'WI', 24, '920-555-0137', 'emma.adame91@example.net'),
('Silvia', 'Parker', 'female', '56 South Drive', 'Fargo', 'North Dakota', '58103', '5/16/1999', 'ND', 27, '701-555-0154', 'silvia.parker78@example.org'),
('John', 'Murray', 'male', '228 3rd Street', 'Saugus', 'Massachusetts', '01906', '1/27/1980', 'MA', 46, '781-555-0108', 'john.murray32@example.org');
