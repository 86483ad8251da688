-- 5 households made by random-american-generator 3.0.0 with seed 42 as of 2026-11-22
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
  email TEXT NOT NULL,
  householdId BIGINT NOT NULL,
  relationship TEXT NOT NULL
);
INSERT INTO people (firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate, stateCode, age, phone, email, householdId, relationship) VALUES
('Jeffrey', 'Stilwell', 'male', '9004 Johnson Terrace', 'Alexandria', 'Virginia', '22302', '8/18/1984', 'VA', 42, '703-555-0190', 'jeffrey.stilwell37@example.org', 0, 'householder'),
('Latoya', 'Stilwell', 'female', '9004 Johnson Terrace', 'Alexandria', 'Virginia', '22302', '7/18/1981', 'VA', 45, '703-555-0196', 'latoya.stilwell31@example.net', 0, 'spouse'),
('Diana', 'Jones', 'female', '9004 Johnson Terrace', 'Alexandria', 'Virginia', '22302', '3/23/1989', 'VA', 37, '703-555-0159', 'diana.jones17@example.net', 0, 'roommate'),
('Jonathan', 'Cardenas', 'male', '3421 Chambers Street', 'Hartselle', 'Alabama', '35640', '12/17/1997', 'AL', 28, '256-555-0183', 'jonathan.cardenas86@example.com', 1, 'householder'),
('Frank', 'Robison', 'male', '910 Walnut Street', 'Nashville', 'Tennessee', '37216', '3/6/1969', 'TN', 57, '615-555-0106', 'frank.robison32@example.org', 2, 'householder'),
('Frances', 'Verduzco', 'female', '910 Walnut Street', 'Nashville', 'Tennessee', '37216', '8/28/1974', 'TN', 52, '615-555-0186', 'frances.verduzco27@example.com', 2, 'unmarried partner'),
('Albert', 'Jones', 'male', '7998 Woodard Avenue', 'Fort Lauderdale', 'Florida', '33322', '6/24/1998', 'FL', 28, '954-555-0125', 'albert.jones82@example.org', 3, 'householder'),
('Sarah', 'Rosen', 'female', '6640 Wilson Court', 'Brownsville', 'Texas', '78520', '10/2/1981', 'TX', 45, '956-555-0151', 'sarah.rosen51@example.com', 4, 'householder'),
('Daniel', 'Bui', 'male', '6640 Wilson Court', 'Brownsville', 'Texas', '78520', '10/21/1982', 'TX', 44, '956-555-0197', 'daniel.bui30@example.com', 4, 'spouse');
