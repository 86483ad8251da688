-- people 99999999999995 to 99999999999999 made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22, noise 0.1 a type and duplicates 1
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
(999999999999950, 99999999999995, 'Uuan', 'Palacios', NULL, '82 Marshall Terrace', 'GainesvilIe', 'Georgia', '30506', '10/31/1952', 'GA', 75, '770-555-0195', 'juan.palacios977154624137416@example.net'),
(999999999999951, 99999999999997, 'Mary', 'Tekple', 'female', '2421 26tli Place', 'Pompano Beach', 'Arkansas', '33064', '7/3/1959', 'FL', 67, NULL, 'mary.temple591705520886107@example.com'),
(999999999999960, 99999999999996, 'Unknown', 'Fuentes', 'female', NULL, 'Raleigh', 'North Carolina', '27610', '12/23/1946', 'NC', 79, '919-555-0161', 'gloria.fuentes223877175878437@example.org'),
(999999999999961, 99999999999995, 'Juan', NULL, NULL, '82 Marshall Terrxce', 'Gainesville', NULL, '30506', '7/3/1959', NULL, 66, '770-555-0195', 'juan.palacios977154624137416@example.org'),
(999999999999970, 99999999999997, 'Mary', NULL, 'female', '2421 26th Place', NULL, 'Florida', '33064', '7/3/1959', NULL, 67, '954-555-0110', 'mary.temple591705520886107@example.org'),
(999999999999971, 99999999999995, 'Juan', 'Palacios', 'male', NULL, 'Covina', 'California', '91723', '11/1/1979', 'CA', 48, '626-555-0189', 'juan.palacios977154624137416@example.net'),
(999999999999972, 99999999999996, 'GIoria', 'Fuentez', 'male', '465 Ler Street', 'Ralsigh', 'North Carolina', '27610', '10/31/1952', NULL, 74, '919-555-0161', 'gloria.fuentes223877175878437@example.org'),
(999999999999980, 99999999999998, 'Melissa', 'MilIs', 'female', NULL, 'Huntertown', 'Indiana', '46748', '1/10/1983', 'IN', 43, '260-555-0144', 'melissa.mills905252223311769@example.org'),
(999999999999981, 99999999999995, 'Juan', NULL, 'male', NULL, 'Gainesville', 'Georgia', '30506', '10/31/1952', 'GA', 74, NULL, 'juan.palacios977154624137416@example.net'),
(999999999999990, 99999999999999, 'Jeffrey', 'Souza', NULL, '774 Main Court', 'Cujming', 'Georgia', '30041', '11/1/1979', 'GA', NULL, '678-555-0164', 'jeffrey.souza714670981633817@example.net');
