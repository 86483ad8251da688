-- 5 people made by random-american-generator 2.0.0 with seed 0 as of 2026-11-22
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
('Anthony', 'Nichols', 'male', '486 3rd Road', 'Nashville', 'Tennessee', '37213', '10/9/1961', 'TN', 65, '615-555-0171', 'anthony.nichols67@example.net'),
('Frank', 'Black', 'male', '10 Gonzalez Road', 'Ripon', 'Wisconsin', '54971', '10/29/1949', 'WI', 77, '920-555-0103', 'frank.black85@example.net'),
('Estefania', 'Beltran', 'female', '498 Walnut Street', 'Cherokee Village', 'Arkansas', '72529', '7/11/1999', 'AR', 27, '870-555-0188', 'estefania.beltran11@example.net'),
('Joshua', 'Castaneda', 'male', '6155 Salazar Avenue', 'Omaha', 'Nebraska', '68107', '12/24/2003', 'NE', 22, '402-555-0123', 'joshua.castaneda38@example.com'),
('Ronald', 'Reeves', 'male', '62 Main Parkway', 'Franklin Square', 'New York', '11010', '11/8/1948', 'NY', 78, '516-555-0189', 'ronald.reeves69@example.net');
