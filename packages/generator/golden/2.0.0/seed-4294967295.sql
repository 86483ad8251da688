-- 5 people made by random-american-generator 2.0.0 with seed 4294967295 as of 2026-11-22
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
('Alexander', 'Reed', 'male', '9457 6th Street', 'Fort Wayne', 'Indiana', '46804', '7/28/1993', 'IN', 33, '260-555-0132', 'alexander.reed97@example.net'),
('Paul', 'Quinn', 'male', '31027 6th Road', 'Winnfield', 'Louisiana', '71483', '9/2/1982', 'LA', 44, '318-555-0122', 'paul.quinn38@example.net'),
('Linda', 'Johnson', 'female', '484 Main Way', 'Berlin', 'Wisconsin', '54923', '12/10/1952', 'WI', 73, '920-555-0164', 'linda.johnson91@example.net'),
('Connie', 'Monroe', 'female', '22 Smith Lane', 'Fargo', 'North Dakota', '58103', '10/29/1956', 'ND', 70, '701-555-0185', 'connie.monroe78@example.net'),
('John', 'White', 'male', '60 2nd Street', 'Saugus', 'Massachusetts', '01906', '9/18/1977', 'MA', 49, '781-555-0120', 'john.white32@example.com');
