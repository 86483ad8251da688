-- people 99999999999995 to 99999999999999 made by random-american-generator 5.0.0 with seed 42 as of 2026-11-22, noise 0.1 a type and duplicates 1
-- written for MariaDB, PostgreSQL and SQLite
CREATE TABLE people (
  recordId BIGINT NOT NULL PRIMARY KEY,
  personId BIGINT NOT NULL,
  firstName TEXT,
  lastName TEXT,
  gender TEXT,
  streetAddress TEXT,
  city TEXT,
  state TEXT,
  zipCode TEXT,
  birthdate TEXT,
  stateCode TEXT,
  age INTEGER,
  phone TEXT,
  email TEXT
);
INSERT INTO people (recordId, personId, firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate, stateCode, age, phone, email) VALUES
(999999999999950, 99999999999995, 'Juan', 'Palacios', 'male', NULL, 'Covina', 'California', '91723', '10/31/1952', NULL, 74, '626-555-0189', 'juan.palacios977154624137416@example.net'),
(999999999999951, 99999999999997, 'Mary', 'Tempke', 'female', '2421 26th Place', 'Pompano Beacu', NULL, NULL, '3/7/1959', 'FL', 67, NULL, 'mary.temple591705520886107@example.org'),
(999999999999960, 99999999999996, 'Gloria', 'Test', 'female', '7882 Jimenez Avenue', NULL, 'Maryland', NULL, '12/23/1946', 'MD', 79, '301-555-0148', 'gloria.fuentes223877175878437@example.org'),
(999999999999961, 99999999999995, 'Tvvzt', NULL, 'female', '471 4th TraiI', NULL, 'Missouri', NULL, NULL, 'OH', 74, '513-555-0128', 'juan.palacios977154624137416@example.org'),
(999999999999970, 99999999999997, 'Magy', 'Temple', 'female', NULL, 'Pompano Beakh', 'Florida', '33664', '7/3/1959', 'FL', 67, NULL, 'mary.temple591705520886107@example.org'),
(999999999999971, 99999999999995, 'Juan', 'Palwcios', 'male', '471 4th Trail', 'LoveIand', NULL, '45140', '10/31/1952', 'OH', NULL, '513-555-0128', NULL),
(999999999999972, 99999999999996, NULL, NULL, 'female', NULL, 'La Plats', NULL, '20646', '12/23/1946', 'MD', 79, '301-555-0148', 'gloria.fuentes223877175878437@example.org'),
(999999999999980, 99999999999998, 'Melissa', NULL, 'female', '639 Baker Trail', 'Huntertown', 'Indiana', '46778', '1/10/1983', 'IN', 43, '260-555-0144', 'melissa.mills905252223311769@example.org'),
(999999999999981, 99999999999995, 'Yuan', 'Palakjos', 'male', '9635 Johnzon Avenue', 'Covina', 'California', NULL, '10/31/1952', 'CA', 74, '626-555-0189', 'juan.palacios977154624137416@example.net'),
(999999999999990, 99999999999999, NULL, 'Souza', NULL, '774 Main Court', 'Cumming', 'Georgia', '30041', '10/31/1952', 'GA', 74, '678-555-0164', 'jeffrey.souza714670981633817@example.net');
