-- households 9999999999995 to 9999999999999 made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22
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
  phone TEXT,
  email TEXT,
  householdId BIGINT NOT NULL,
  relationship TEXT NOT NULL
);
INSERT INTO people (firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate, stateCode, age, phone, email, householdId, relationship) VALUES
('Christopher', 'Bowling', 'male', '28 Oak Street', 'St. Louis', 'Missouri', '63122', '2/17/1973', 'MO', 53, '314-555-0151', 'christopher.bowling55225753130954@example.com', 9999999999995, 'householder'),
('Billie', 'Bowling', 'female', '28 Oak Street', 'St. Louis', 'Missouri', '63122', '6/13/1976', 'MO', 50, '314-555-0152', 'billie.bowling54152531544765@example.org', 9999999999995, 'spouse'),
('Parker', 'Bowling', 'male', '28 Oak Street', 'St. Louis', 'Missouri', '63122', '9/4/2010', 'MO', 16, NULL, NULL, 9999999999995, 'child'),
('Rose', 'Eldridge', 'female', '73 Floyd Street', 'New York', 'New York', '10016', '7/18/1964', 'NY', 62, '646-555-0128', 'rose.eldridge37124488052003@example.com', 9999999999996, 'householder'),
('Tyler', 'Eldridge', 'male', '73 Floyd Street', 'New York', 'New York', '10016', '10/18/1993', 'NY', 33, '646-555-0129', 'tyler.eldridge75540470826335@example.com', 9999999999996, 'child'),
('Isaac', 'Jordan', 'male', '217 Gonzalez Road', 'Philadelphia', 'Pennsylvania', '19120', '4/2/2004', 'PA', 22, '215-555-0148', 'isaac.jordan16801112288238@example.com', 9999999999997, 'householder'),
('Michael', 'Brazil', 'male', '217 Gonzalez Road', 'Philadelphia', 'Pennsylvania', '19120', '12/19/1998', 'PA', 27, '215-555-0149', 'michael.brazil58513460954975@example.com', 9999999999997, 'roommate'),
('Catherine', 'O''Conner', 'female', '8605 Mitchell Place', 'Glendale', 'California', '91206', '7/23/1966', 'CA', 60, '818-555-0110', 'catherine.oconner78376941796941@example.com', 9999999999998, 'householder'),
('James', 'O''Conner', 'male', '8605 Mitchell Place', 'Glendale', 'California', '91206', '8/30/1966', 'CA', 60, '818-555-0111', 'james.oconner65600413039410@example.net', 9999999999998, 'spouse'),
('Martin', 'Schaefer', 'male', '58 3rd Lane', 'Nixa', 'Missouri', '65714', '4/10/1994', 'MO', 32, '417-555-0157', 'martin.schaefer238955923359222@example.org', 9999999999999, 'householder'),
('Sarah', 'Haynes', 'female', '58 3rd Lane', 'Nixa', 'Missouri', '65714', '8/19/1989', 'MO', 37, '417-555-0158', 'sarah.haynes350322809131261@example.org', 9999999999999, 'roommate');
