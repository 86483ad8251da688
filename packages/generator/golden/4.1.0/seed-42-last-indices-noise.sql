-- people 99999999999995 to 99999999999999 made by random-american-generator 4.1.0 with seed 42 as of 2026-11-22, noise 0.1 a type and duplicates 1
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
(999999999999950, 99999999999995, 'George', 'Bysr', 'male', '860 Moran Street', 'Covina', 'California', '91723', '11/1/1977', 'CA', 49, NULL, 'george.byer977154624137416@example.org'),
(999999999999951, 99999999999997, 'Mikhael', 'Martinez', 'male', '824 Main Loop', 'Pompano Bcach', 'Florida', '33652', NULL, 'FL', NULL, '954-555-0152', 'michael.martinez591705520886107@example.com'),
(999999999999960, 99999999999996, 'Shirley', 'Test', NULL, '855 Fielcls Avenue', 'La Plata', 'Maryland', '20646', '11/19/1948', 'MD', NULL, '301-555-0191', NULL),
(999999999999961, 99999999999995, 'Georgie', NULL, NULL, '40542 Patcl Street', 'Lexington', 'Kentucky', '40509', NULL, 'KY', 50, '859-555-0190', 'george.byer1202@example.org'),
(999999999999970, 99999999999997, 'Mlvhaeo', 'Martinez', 'male', NULL, 'Pompano Beach', 'Florida', '33064', '10/2/2001', NULL, 25, '954-555-0152', 'michael.martinez591705520886107@example.com'),
(999999999999971, 99999999999995, 'Geoclge', 'Byer', 'female', NULL, 'Lexington', 'Kentucky', '40509', NULL, 'KY', NULL, '859-555-0190', 'george.byer977154624137416@example.org'),
(999999999999972, 99999999999996, NULL, 'Doe', 'female', '855 Fields Avenue', 'La Plata', 'Maryland', '20646', '11/19/1948', 'MD', 78, '301-555-0191', 'shirley.luong223877175878437@example.net'),
(999999999999980, 99999999999998, 'Jennifer', 'Barnett', NULL, '645 Flowers Street', 'Huntertown', 'Indiana', '46778', '5/8/1973', 'IN', 53, '260-555-0164', 'jennifer.barnett905252223311769@example.net'),
(999999999999981, 99999999999995, 'George', NULL, 'male', '860 Moran Streat', 'Covina', 'California', '91723', '11/1/1977', 'CA', 48, NULL, 'george.byer977154624137416@example.org'),
(999999999999990, 99999999999999, 'Travis', NULL, 'male', NULL, 'Cumming', 'Georgia', '30041', '5/31/1985', 'GA', 40, '770-555-0125', 'travis.batson714670981633817@example.net');
