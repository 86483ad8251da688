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
(999999999999950, 99999999999995, 'Manuel', 'Hucrta', 'male', '9635 Johncon Avenue', 'Covija', 'California', '91723', '10/31/1952', 'CA', 74, '626-555-0189', 'manuel.huerta977154624137416@example.net'),
(999999999999951, 99999999999997, 'Mary', 'Cobugn', 'female', '2421 26th Place', 'Pompano Bcach', 'Louisiana', '33064', NULL, 'FL', NULL, '954-555-0110', 'mary.coburn591705520886107@example.org'),
(999999999999960, 99999999999996, NULL, 'Franco', 'male', '7882 Jimenez Avenue', 'La Plata', 'Maryland', '20646', NULL, 'MD', 79, '301-555-0148', 'gladys.franco223877175878437@example.org'),
(999999999999961, 99999999999995, 'Emanjel', 'Doc', 'male', '471 4th Trail', 'Lkvelancl', NULL, '45141', NULL, 'OH', NULL, '513-555-0128', 'manuel.huerta977154624137416@example.org'),
(999999999999970, 99999999999997, 'Magy', 'Coburn', 'female', NULL, 'Pompano Beakh', 'Florida', '33664', '7/3/1959', 'FL', 67, NULL, 'mary.coburn591705520886107@example.org'),
(999999999999971, 99999999999995, NULL, 'Huerta', 'female', '471 4th Traip', 'LpveIand', 'Ohio', '45140', '10/31/1952', NULL, NULL, '513-555-0128', 'manuel.huerta977154624137416@example.net'),
(999999999999972, 99999999999996, 'Gladys', 'Franko', 'male', NULL, 'La Plata', 'Maryland', '20646', '12/23/1946', 'MD', 79, '301-555-0148', 'gladys.franco223877175878437@example.org'),
(999999999999980, 99999999999998, 'Melissa', 'Akins', NULL, '639 Baker Trail', 'Huntertown', 'Indiana', '46778', '1/10/1983', 'IN', 43, '260-555-0144', 'melissa.akins905252223311769@example.org'),
(999999999999981, 99999999999995, NULL, 'Huegta', 'male', '9635 Johnson Avenue', 'Covina', 'California', '41743', NULL, 'CA', 74, '626-555-0189', 'manuel.huerta977154624137416@example.net'),
(999999999999990, 99999999999999, NULL, 'Schroeder', 'male', '774 Main Court', 'Curnming', 'Georgia', '30041', '10/31/1952', 'GA', 74, NULL, 'thomas.schroeder714670981633817@example.net');
