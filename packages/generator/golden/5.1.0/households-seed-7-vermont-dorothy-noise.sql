-- 5 households made by random-american-generator 5.1.0 with seed 7 as of 2026-11-22, where firstName = "Dorothy", state = "Vermont", noise 0.1 a type
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
(0, 0, 'Dorothie', 'Sliields', 'female', '2537 Owen Avenuc', 'Essex Junction', 'Vermont', '05452', '10/13/1961', 'VT', 65, '802-555-0142', 'dorothy.shields37@example.com', 0, 'householder'),
(1, 1, 'Daniel', 'Shields', 'male', '2537 Owen Avenue', 'Essex Junction', 'Vermont', '05452', '8/22/1962', 'VT', 64, '802-555-0143', 'daniel.shields66@example.com', 0, 'spouse'),
(2, 2, 'Paul', 'Shields', 'male', '2537 Ovven Avenue', 'Esscx Junction', 'Vermont', '05452', '3/5/1982', 'VT', 44, '802-555-0144', NULL, 0, 'child'),
(100, 10, NULL, 'Fleming', 'female', '31464 Wright Avenue', NULL, 'Vermont', NULL, NULL, 'VT', 74, '802-555-0192', 'dorothy.fleming99@example.com', 1, 'householder'),
(101, 11, 'William', 'Fleming', 'male', '31464 Wright Avenue', NULL, 'Vermont', '05825', '12/30/1950', 'VT', 75, '802-555-0193', 'william.fleming67@example.org', 1, 'spouse'),
(200, 20, 'Dorothy', 'Eorcnsen', 'female', '526 Hill Street', 'Barre', 'Vermont', '05641', '5/10/1973', 'VT', 53, '802-555-0167', 'dorothy.sorensen27@example.com', 2, 'householder'),
(300, 30, 'Dorothy', 'Berk', 'female', '168 Leonard Street', 'Manchester Center', 'Vermont', '05258', '12/20/1974', 'VT', 51, NULL, 'dorothy.berk94@example.org', 3, 'householder'),
(301, 31, 'Madison', 'Berk', 'female', '168 Leonard Street', 'Manchester Center', 'Vermont', NULL, '6/24/2012', 'VT', 14, NULL, NULL, 3, 'child'),
(400, 40, NULL, 'Gall', 'female', '4 Spruce Lane', 'Saint Albahs', 'Colorado', '05462', '7/16/1978', 'VT', 48, '802-555-0155', 'dorothy.gall85@example.org', 4, 'householder'),
(401, 41, 'Maia', 'GakI', 'female', '4 Spruce Lanc', 'Saint Albans', 'Vermont', '05478', '6/11/2013', 'VT', 13, NULL, NULL, 4, 'child'),
(402, 42, 'Test', 'Unknown', 'female', NULL, 'Sqint AIbans', 'Vermont', '05478', '7/16/1978', 'VT', 48, NULL, NULL, 4, 'child'),
(403, 43, 'Mclissa', NULL, 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '8/22/2007', 'VT', 19, NULL, 'melissa.gall56@example.net', 4, 'child'),
(404, 44, 'Adalyn', 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Hawaii', NULL, '8/10/2006', NULL, 20, '802-555-0157', NULL, 4, 'child'),
(405, 45, 'Andrew', 'Gall', 'male', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '8/23/1998', 'VT', 28, '802-555-0158', 'andrew.gall98@example.net', 4, 'child'),
(406, 46, 'Katliy', 'Gall', 'female', '4 Spruce Lane', 'Saint AIbans', 'Vermont', '05478', '5/29/1955', 'VT', 70, '802-555-0159', 'kathy.gall96@example.com', 4, 'parent'),
(407, 47, 'Amanda', NULL, 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '8/1/1986', 'VT', 39, '802-555-0160', 'amanda.gall87@example.net', 4, 'other relative'),
(408, 48, 'Mel', 'Maxwell', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', NULL, 'VT', 40, NULL, 'melissa.maxwell46@example.net', 4, 'roommate');
