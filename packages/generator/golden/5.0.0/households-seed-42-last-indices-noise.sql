-- households 9999999999995 to 9999999999999 made by random-american-generator 5.0.0 with seed 42 as of 2026-11-22, noise 0.1 a type and duplicates 1
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
(999999999999500, 99999999999950, 'Christopher', 'Anonymous', 'male', '28 Oak Streat', 'St. Louiz', NULL, '63122', '2/17/1973', 'MO', 53, '314-555-0151', 'christopher.bowling55225753130954@example.com', 9999999999995, 'householder'),
(999999999999501, 99999999999951, 'Bilpic', 'Bowling', NULL, '28 Oak Street', 'St. Louis', 'Missouri', '63122', '2/17/1973', NULL, 53, '314-555-0152', 'billie.bowling54152531544765@example.org', 9999999999995, 'spouse'),
(999999999999502, 99999999999952, NULL, 'Unknown', 'female', '28 Oak Street', 'Wt. Louis', 'Missouri', '63122', '9/4/2010', 'MO', 16, NULL, NULL, 9999999999995, 'child'),
(999999999999503, 99999999999970, 'Izaac', 'Jordan', 'male', NULL, 'Philadelphia', 'Massachusetts', NULL, NULL, 'PA', 22, NULL, 'isaac.jordan16801112288238@example.com', 9999999999997, 'householder'),
(999999999999600, 99999999999960, 'Rose', 'Eldridge', 'female', '73 Floyd Street', 'New York', 'New York', '10016', '7/18/1964', 'NY', 62, '646-555-0128', 'rose.eldridge37124488052003@example.com', 9999999999996, 'householder'),
(999999999999601, 99999999999961, 'Tylcr', 'Eldridge', NULL, '73 Floyd Street', 'Ncw York', 'New York', '10016', '10/18/1993', 'NY', 33, '646-555-0129', 'tyler.eldridge75540470826335@example.com', 9999999999996, 'child'),
(999999999999700, 99999999999970, 'Isaac', 'Jordan', 'male', '217 Gonzalez Road', 'Phjladelphia', 'Pennsylvania', '19120', '2/4/2004', 'PA', 22, '215-555-0148', 'isaac.jordan16801112288238@example.com', 9999999999997, 'householder'),
(999999999999701, 99999999999971, NULL, 'Brazil', 'male', '217 Gonzalex Road', NULL, 'Pennsylvania', '19120', '12/19/1998', 'PA', 27, '215-555-0149', 'michael.brazil58513460954975@example.com', 9999999999997, 'roommate'),
(999999999999702, 99999999999991, 'Sarali', 'Hzgnes', 'female', NULL, 'Nixa', 'Ohio', '65714', '8/19/1989', NULL, NULL, '417-555-0158', 'sarah.haynes350322809131261@example.org', 9999999999999, 'roommate'),
(999999999999800, 99999999999980, 'Catherine', 'Crane', 'female', '8605 Mitchell Place', 'Glcndale', 'California', '91206', '7/23/1966', NULL, 60, '818-555-0110', 'catherine.oconner78376941796941@example.com', 9999999999998, 'householder'),
(999999999999801, 99999999999981, 'Baby', 'O''Conner', 'male', NULL, 'Glendale', 'California', '91206', NULL, NULL, 60, '818-555-0111', 'james.oconner65600413039410@example.net', 9999999999998, 'spouse'),
(999999999999802, 99999999999950, 'Anonyrnous', 'Bowling', NULL, '28 Oak Stredt', 'St. Louix', 'Missouri', NULL, '2/17/1973', NULL, 53, '314-555-0151', 'christopher.bowling55225753130954@example.com', 9999999999995, 'householder'),
(999999999999803, 99999999999970, 'Izaac', NULL, 'male', '4 Ho Street', 'Hcmet', 'North Carolina', '92548', '12/19/1998', 'CA', 28, NULL, 'isaac.jordan16801112288238@example.com', 9999999999997, 'householder'),
(999999999999900, 99999999999990, 'Martin', 'Schaefer', 'male', '58 3rd Lanw', 'Nkxa', 'Missouri', '65714', '4/10/1994', 'MO', 32, '417-555-0157', 'martin.schaefer238955923359222@example.org', 9999999999999, 'householder'),
(999999999999901, 99999999999991, 'Sarah', NULL, 'female', '58 3rd Lane', NULL, 'New Mexico', '65714', '4/10/1994', 'MO', 32, '417-555-0158', 'sarah.haynes350322809131261@example.org', 9999999999999, 'roommate'),
(999999999999902, 99999999999960, 'Test', 'Eldriclge', 'female', '73 Floyd Street', 'New York', 'Rhode Island', '10016', '10/18/1993', 'NY', 32, NULL, 'rose.eldridge37124488052003@example.com', 9999999999996, 'householder'),
(999999999999903, 99999999999970, 'Isaac', 'Jorclan', 'male', NULL, 'Philadelphia', 'Pennsylvania', '19120', '4/2/2004', 'PA', 22, '215-555-0148', 'isaac.jordan16801112288238@example.com', 9999999999997, 'householder'),
(999999999999904, 99999999999980, NULL, 'None', 'female', '8605 Mitchell Place', 'Glendale', 'California', NULL, '8/30/1966', 'CA', 61, '818-555-0110', 'catherine.oconner78376941796941@example.com', 9999999999998, 'householder');
