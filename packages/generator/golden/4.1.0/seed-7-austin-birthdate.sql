-- 5 people made by random-american-generator 4.1.0 with seed 7 as of 2026-11-22, where city = "Austin", state = "Texas", birthdate = "2/29/1960"
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
('Rudy', 'Smith', 'male', '8954 Cobb Boulevard', 'Austin', 'Texas', '78744', '2/29/1960', 'TX', 66, '512-555-0151', 'rudy.smith37@example.net'),
('Kathleen', 'Reeves', 'female', '82 Hail Street', 'Austin', 'Texas', '78731', '2/29/1960', 'TX', 66, '512-555-0125', 'kathleen.reeves66@example.org'),
('David', 'Lees', 'male', '3160 8th Parkway', 'Austin', 'Texas', '78704', '2/29/1960', 'TX', 66, '512-555-0163', 'david.lees20@example.net'),
('Timmy', 'Dimarco', 'male', '3054 Pratt Avenue', 'Austin', 'Texas', '78702', '2/29/1960', 'TX', 66, '512-555-0150', 'timmy.dimarco10@example.net'),
('Rene', 'Allen', 'male', '2442 16th Lane', 'Austin', 'Texas', '78745', '2/29/1960', 'TX', 66, '512-555-0107', 'rene.allen52@example.net');
