-- 5 people made by random-american-generator 5.0.0 with seed 4294967295 as of 2026-11-22
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
('Loretta', 'Williams', 'female', '55 14th Avenue', 'Fort Wayne', 'Indiana', '46804', '3/19/1965', 'IN', 61, '260-555-0186', 'loretta.williams97@example.net'),
('Gilbert', 'Welborn', 'male', '55 O''Brien Street', 'Urania', 'Louisiana', '71480', '6/13/1975', 'LA', 51, '318-555-0107', 'gilbert.welborn38@example.net'),
('Leah', 'Fink', 'female', '1 Wright Lane', 'Appleton', 'Wisconsin', '54915', '12/1/2001', 'WI', 24, '920-555-0142', 'leah.fink91@example.net'),
('Austin', 'Childers', 'male', '103 Chapman Boulevard', 'Fargo', 'North Dakota', '58103', '5/16/1999', 'ND', 27, '701-555-0197', 'austin.childers78@example.org'),
('Elizabeth', 'Reiss', 'female', '35 Main Street', 'Danvers', 'Massachusetts', '01923', '1/27/1980', 'MA', 46, '978-555-0189', 'elizabeth.reiss32@example.com');
