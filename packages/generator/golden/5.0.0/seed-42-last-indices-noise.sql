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
(999999999999950, 99999999999995, 'Juan', 'Davila', 'male', '9635 Jolinson Avenue', 'Covima', 'California', '91723', '10/31/1952', NULL, 74, '626-555-0189', 'juan.davila977154624137416@example.net'),
(999999999999951, 99999999999997, 'Mary', 'Hijckley', NULL, '2421 26tli Plade', 'Pompano Bevvch', 'Louisiana', '33064', '3/7/1959', 'FL', 67, '954-555-0110', NULL),
(999999999999960, 99999999999996, 'Evelyn', 'Test', 'female', NULL, 'La Plata', 'Maryland', '20646', '12/23/1946', 'MD', 79, NULL, 'evelyn.salinas223877175878437@example.org'),
(999999999999961, 99999999999995, 'Tvvzt', 'DadiIa', 'female', '471 4th Trail', 'Lkvelancl', NULL, '45140', NULL, 'OH', NULL, '513-555-0128', 'juan.davila977154624137416@example.org'),
(999999999999970, 99999999999997, 'Magy', 'Hinckley', NULL, '2421 26th Place', 'Pompano Beacli', 'Florida', '33664', '7/3/1959', 'FL', NULL, '954-555-0110', NULL),
(999999999999971, 99999999999995, 'Juan', NULL, 'male', '471 4th Trail', 'Loveland', 'Mississippi', '45140', '10/31/1952', NULL, 74, '513-555-0128', 'juan.davila977154624137416@example.net'),
(999999999999972, 99999999999996, 'Evelien', NULL, 'female', '7882 Jimenez Avenue', 'La Plata', 'Maryland', '20646', '12/23/1946', 'MD', 79, '301-555-0148', 'evelyn.salinas223877175878437@example.org'),
(999999999999980, 99999999999998, 'Melissa', 'Bartz', 'female', NULL, 'Huntertown', 'Indiana', '46778', '1/10/1983', 'IN', 43, '260-555-0144', 'melissa.bartz905252223311769@example.org'),
(999999999999981, 99999999999995, NULL, 'Davils', 'male', '9635 Jolinson Avenue', 'Covina', 'California', '91723', '10/31/1952', 'CA', NULL, '626-555-0189', 'juan.davila977154624137416@example.net'),
(999999999999990, 99999999999999, NULL, 'Oden', NULL, '774 Main Court', 'Cumming', 'Georgia', '30041', '10/31/1952', 'GA', 74, '678-555-0164', 'daniel.oden714670981633817@example.net');
