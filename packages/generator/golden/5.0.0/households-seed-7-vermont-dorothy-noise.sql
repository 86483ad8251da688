-- 5 households made by random-american-generator 5.0.0 with seed 7 as of 2026-11-22, where firstName = "Dorothy", state = "Vermont", noise 0.1 a type
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
(0, 0, 'Dorothy', 'Shields', 'female', '2537 Owen Avknue', 'Essex Junction', 'Vermont', '05452', '10/13/1961', 'VT', 65, '802-555-0142', 'dorothy.shields37@example.com', 0, 'householder'),
(1, 1, 'Daniel', 'Shields', 'male', '2537 Owen Avenue', 'Eszcx Junction', 'Vermont', NULL, '8/22/1962', 'VT', 64, '802-555-0143', 'daniel.shields66@example.com', 0, 'spouse'),
(2, 2, 'Paul', 'Shields', 'male', '2537 Owen Avenue', 'Essex Juhction', 'Vermont', '05452', '3/5/1982', 'VT', 44, '802-555-0144', NULL, 0, 'child'),
(100, 10, 'Baby', 'Ugknovvn', 'female', '31464 Wright Avenue', 'Coventrie', NULL, '05825', '1/23/1952', 'VT', 74, '802-555-0192', 'dorothy.fleming99@example.com', 1, 'householder'),
(101, 11, 'William', 'Flejing', NULL, '31464 Wright Avenue', 'Coventry', 'Vermont', '05825', '12/30/1950', 'VT', NULL, '802-555-0193', 'william.fleming67@example.org', 1, 'spouse'),
(200, 20, 'Dorothy', 'Sorenscn', 'female', '32 Richardson Avenue', 'Gardena', 'California', '20248', '5/10/1973', 'CA', 53, '310-555-0167', 'dorothy.sorensen27@example.com', 2, 'householder'),
(300, 30, 'Dorothy', 'Berk', 'female', '168 Leonard Streat', 'Manchester Center', 'Vermont', '05255', '12/20/1974', 'VT', 51, '802-555-0117', 'dorothy.berk94@example.org', 3, 'householder'),
(301, 31, 'Unknown', 'Berk', 'female', '168 Peonwrd Streft', 'Manchester Center', 'Vermont', '05255', '6/24/2012', 'VT', 14, NULL, NULL, 3, 'child'),
(400, 40, 'Dorothy', 'Gall', 'male', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '7/16/1978', 'VT', 48, '802-555-0155', 'dorothy.gall85@example.org', 4, 'householder'),
(401, 41, 'Unknown', 'Gall', NULL, NULL, 'Saint Albans', 'Vermont', '05478', NULL, 'VT', 13, NULL, NULL, 4, 'child'),
(402, 42, 'Mister', 'Doe', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '7/16/1978', 'VT', NULL, NULL, NULL, 4, 'child'),
(403, 43, NULL, 'Gall', 'female', '4 Spruce Lane', 'Saynt Albans', 'Wisconsin', '05478', '8/22/2007', 'VT', 19, '802-555-0156', NULL, 4, 'child'),
(404, 44, NULL, 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05498', '8/10/2006', 'VT', 20, '802-555-0157', 'adalyn.gall31@example.org', 4, 'child'),
(405, 45, 'Andrew', 'Anonymous', 'male', '4 Spruce Lane', 'Saint Albans', 'Ohio', '05478', '8/23/1998', NULL, 28, '802-555-0158', 'andrew.gall98@example.net', 4, 'child'),
(406, 46, 'Kathy', 'Gall', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '5/29/1955', 'VT', 71, '802-555-0159', 'kathy.gall96@example.com', 4, 'parent'),
(407, 47, 'Baby', NULL, 'male', NULL, 'Battle Creek', 'Michigan', '49015', '1/8/1986', 'MI', 40, '269-555-0160', 'amanda.gall87@example.net', 4, 'other relative'),
(408, 48, NULL, 'Maxwepl', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', NULL, '12/30/1978', 'VT', 48, '802-555-0161', 'melissa.maxwell46@example.net', 4, 'roommate');
