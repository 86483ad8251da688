-- people 99999999999995 to 99999999999999 made by random-american-generator 4.1.0 with seed 42 as of 2026-11-22
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
('George', 'Byer', 'male', '860 Moran Street', 'Covina', 'California', '91723', '11/1/1977', 'CA', 49, '626-555-0164', 'george.byer977154624137416@example.org'),
('Shirley', 'Luong', 'female', '855 Fields Avenue', 'La Plata', 'Maryland', '20646', '11/19/1948', 'MD', 78, '301-555-0191', 'shirley.luong223877175878437@example.net'),
('Michael', 'Martinez', 'male', '824 Main Loop', 'Pompano Beach', 'Florida', '33064', '10/2/2001', 'FL', 25, '954-555-0152', 'michael.martinez591705520886107@example.com'),
('Jennifer', 'Barnett', 'female', '645 Flowers Street', 'Huntertown', 'Indiana', '46748', '5/8/1973', 'IN', 53, '260-555-0164', 'jennifer.barnett905252223311769@example.net'),
('Travis', 'Batson', 'male', '71 Anderson Street', 'Cumming', 'Georgia', '30041', '5/31/1985', 'GA', 41, '770-555-0125', 'travis.batson714670981633817@example.net');
