-- 5 people made by random-american-generator 5.1.0 with seed 4294967295 as of 2026-11-22
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
('Dianna', 'Williams', 'female', '55 14th Avenue', 'Fort Wayne', 'Indiana', '46804', '3/19/1965', 'IN', 61, '260-555-0186', 'dianna.williams97@example.net'),
('Gilbert', 'Kemper', 'male', '55 O''Brien Street', 'Urania', 'Louisiana', '71480', '6/13/1975', 'LA', 51, '318-555-0107', 'gilbert.kemper38@example.net'),
('Kara', 'Fore', 'female', '1 Wright Lane', 'Appleton', 'Wisconsin', '54915', '12/1/2001', 'WI', 24, '920-555-0142', 'kara.fore91@example.net'),
('Brandon', 'May', 'male', '103 Chapman Boulevard', 'Fargo', 'North Dakota', '58103', '5/16/1999', 'ND', 27, '701-555-0197', 'brandon.may78@example.org'),
('Melissa', 'Blank', 'female', '35 Main Street', 'Danvers', 'Massachusetts', '01923', '1/27/1980', 'MA', 46, '978-555-0189', 'melissa.blank32@example.com');
