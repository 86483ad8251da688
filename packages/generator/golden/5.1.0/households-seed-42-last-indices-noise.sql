-- households 9999999999995 to 9999999999999 made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22, noise 0.1 a type and duplicates 1
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
  email TEXT,
  householdId BIGINT,
  relationship TEXT
);
INSERT INTO people (recordId, personId, firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate, stateCode, age, phone, email, householdId, relationship) VALUES
(999999999999500, 99999999999950, 'Christoplier', 'Tkst', 'male', '28 Oak Street', NULL, 'Missouri', '63122', '2/17/1973', 'MO', 53, '314-555-0151', 'christopher.bowling55225753130954@example.com', 9999999999995, 'householder'),
(999999999999501, 99999999999951, 'Billie', NULL, NULL, '28 Oak Xtreet', 'St. Louis', 'Missouri', '63022', '6/13/1976', 'MO', NULL, NULL, 'billie.bowling54152531544765@example.org', 9999999999995, 'spouse'),
(999999999999502, 99999999999952, 'Parker', NULL, 'male', '28 Iak Strect', 'St. Louis', 'Missouri', '63122', '4/9/2010', 'MO', 16, NULL, NULL, 9999999999995, 'child'),
(999999999999503, 99999999999970, 'Isaac', 'Jordan', 'male', NULL, 'Philadelphia', 'Pennsylvania', '19120', '4/2/2004', 'PA', NULL, '215-555-0148', NULL, 9999999999997, 'householder'),
(999999999999600, 99999999999960, 'Rose', 'Doe', 'female', '704 1st Avenue', 'Los Angeies', 'California', '90020', '7/18/1964', 'CA', NULL, '323-555-0128', 'rose.eldridge37124488052003@example.com', 9999999999996, 'householder'),
(999999999999601, 99999999999961, 'Tyler', 'Eldridge', 'male', '73 Floyd Street', 'New York', 'New York', '10016', NULL, 'NY', 34, '646-555-0129', 'tyler.eldridge75540470826335@example.com', 9999999999996, 'child'),
(999999999999700, 99999999999970, 'Isaac', NULL, 'male', '217 Gonzalez Road', 'Philwdelphia', 'Pennsylvania', '19120', '4/2/2004', 'PA', 22, '215-555-0148', 'isaac.jordan6056@example.com', 9999999999997, 'householder'),
(999999999999701, 99999999999971, 'Mickey', 'Nrazil', 'male', '217 Gonzalez Road', 'Philadelphia', NULL, '19120', '12/19/1998', NULL, 27, '215-555-0149', 'michael.brazil58513460954975@example.com', 9999999999997, 'roommate'),
(999999999999702, 99999999999991, 'Saclie', 'Anobyhoix', 'female', '58 3rd Oane', 'Nixa', 'Missouri', '65714', '8/19/1989', 'MO', 37, '417-555-0158', 'sarah.haynes350322809131261@example.org', 9999999999999, 'roommate'),
(999999999999800, 99999999999980, 'Catherine', 'Crane', 'female', '8605 Mitchell Place', 'Glendale', 'California', '91206', '7/23/1966', 'CA', 60, '818-555-0110', 'catherine.oconner78376941796941@example.com', 9999999999998, 'householder'),
(999999999999801, 99999999999981, 'James', 'O''Conner', 'male', '8605 Mitchell Place', NULL, NULL, '91206', NULL, NULL, 60, '818-555-0111', 'james.oconner5307@example.net', 9999999999998, 'spouse'),
(999999999999802, 99999999999950, 'Kit', 'Bowling', 'male', '28 Oak Street', 'St. Louis', 'Missouri', '63122', '2/17/1973', NULL, NULL, '314-555-0151', 'christopher.bowling55225753130954@example.com', 9999999999995, 'householder'),
(999999999999803, 99999999999970, 'Isaac', 'Jordan', 'male', NULL, NULL, 'Colorado', NULL, NULL, 'PA', 22, '215-555-0148', NULL, 9999999999997, 'householder'),
(999999999999900, 99999999999990, 'Martin', 'Schaefer', 'male', '1005 Bell Lane', 'West Monroe', 'Louisiana', '71292', '4/10/1994', 'LA', 32, '318-555-0157', 'martin.schaefer238955923359222@example.org', 9999999999999, 'householder'),
(999999999999901, 99999999999991, 'Sarah', 'Hayjec', 'female', '58 3rd Lane', 'Nixa', 'Missouri', '65714', '4/10/1994', 'MO', 32, '417-555-0158', 'sarah.haynes350322809131261@example.org', 9999999999999, 'roommate'),
(999999999999902, 99999999999960, 'Rose', 'Eldridge', 'female', '704 1st Avenue', 'Los Angeles', 'California', '90020', '7/18/1964', 'CA', 62, '323-555-0128', 'rose.eldridge37124488052003@example.com', 9999999999996, 'householder'),
(999999999999903, 99999999999970, 'Isaac', NULL, 'male', '217 Gonzalez Road', 'Philadelphia', 'Pennsylvania', '19120', '4/2/2004', 'PA', 22, NULL, 'isaac.jordan16801112288238@example.com', 9999999999997, 'householder'),
(999999999999904, 99999999999980, 'Catherine', 'Crane', 'female', '8605 Mitchell Place', 'Glcndale', NULL, '91206', '7/23/1966', 'CA', 60, '818-555-0110', 'catherine.oconner78376941796941@example.com', 9999999999998, 'householder');
