-- people 99999999999995 to 99999999999999 made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22
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
('Juan', 'Palacios', 'male', '9635 Johnson Avenue', 'Covina', 'California', '91723', '10/31/1952', 'CA', 74, '626-555-0189', 'juan.palacios977154624137416@example.net'),
('Gloria', 'Fuentes', 'female', '7882 Jimenez Avenue', 'La Plata', 'Maryland', '20646', '12/23/1946', 'MD', 79, '301-555-0148', 'gloria.fuentes223877175878437@example.org'),
('Mary', 'Temple', 'female', '2421 26th Place', 'Pompano Beach', 'Florida', '33064', '7/3/1959', 'FL', 67, '954-555-0110', 'mary.temple591705520886107@example.org'),
('Melissa', 'Mills', 'female', '639 Baker Trail', 'Huntertown', 'Indiana', '46748', '1/10/1983', 'IN', 43, '260-555-0144', 'melissa.mills905252223311769@example.org'),
('Jeffrey', 'Souza', 'male', '774 Main Court', 'Cumming', 'Georgia', '30041', '11/1/1979', 'GA', 47, '678-555-0164', 'jeffrey.souza714670981633817@example.net');
