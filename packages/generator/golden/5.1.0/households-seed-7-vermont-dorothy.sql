-- 5 households made by random-american-generator 5.1.0 with seed 7 as of 2026-11-22, where firstName = "Dorothy", state = "Vermont"
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
('Dorothy', 'Shields', 'female', '2537 Owen Avenue', 'Essex Junction', 'Vermont', '05452', '10/13/1961', 'VT', 65, '802-555-0142', 'dorothy.shields37@example.com', 0, 'householder'),
('Daniel', 'Shields', 'male', '2537 Owen Avenue', 'Essex Junction', 'Vermont', '05452', '8/22/1962', 'VT', 64, '802-555-0143', 'daniel.shields66@example.com', 0, 'spouse'),
('Paul', 'Shields', 'male', '2537 Owen Avenue', 'Essex Junction', 'Vermont', '05452', '3/5/1982', 'VT', 44, '802-555-0144', 'paul.shields20@example.net', 0, 'child'),
('Dorothy', 'Fleming', 'female', '31464 Wright Avenue', 'Coventry', 'Vermont', '05825', '1/23/1952', 'VT', 74, '802-555-0192', 'dorothy.fleming99@example.com', 1, 'householder'),
('William', 'Fleming', 'male', '31464 Wright Avenue', 'Coventry', 'Vermont', '05825', '12/30/1950', 'VT', 75, '802-555-0193', 'william.fleming67@example.org', 1, 'spouse'),
('Dorothy', 'Sorensen', 'female', '526 Hill Street', 'Barre', 'Vermont', '05641', '5/10/1973', 'VT', 53, '802-555-0167', 'dorothy.sorensen27@example.com', 2, 'householder'),
('Dorothy', 'Berk', 'female', '168 Leonard Street', 'Manchester Center', 'Vermont', '05255', '12/20/1974', 'VT', 51, '802-555-0117', 'dorothy.berk94@example.org', 3, 'householder'),
('Madison', 'Berk', 'female', '168 Leonard Street', 'Manchester Center', 'Vermont', '05255', '6/24/2012', 'VT', 14, NULL, NULL, 3, 'child'),
('Dorothy', 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '7/16/1978', 'VT', 48, '802-555-0155', 'dorothy.gall85@example.org', 4, 'householder'),
('Maia', 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '6/11/2013', 'VT', 13, NULL, NULL, 4, 'child'),
('Abigail', 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '5/9/2009', 'VT', 17, NULL, NULL, 4, 'child'),
('Melissa', 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '8/22/2007', 'VT', 19, '802-555-0156', 'melissa.gall56@example.net', 4, 'child'),
('Adalyn', 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '8/10/2006', 'VT', 20, '802-555-0157', 'adalyn.gall31@example.org', 4, 'child'),
('Andrew', 'Gall', 'male', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '8/23/1998', 'VT', 28, '802-555-0158', 'andrew.gall98@example.net', 4, 'child'),
('Kathy', 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '5/29/1955', 'VT', 71, '802-555-0159', 'kathy.gall96@example.com', 4, 'parent'),
('Amanda', 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '1/8/1986', 'VT', 40, '802-555-0160', 'amanda.gall87@example.net', 4, 'other relative'),
('Melissa', 'Maxwell', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '12/30/1978', 'VT', 47, '802-555-0161', 'melissa.maxwell46@example.net', 4, 'roommate');
