-- 5 households made by random-american-generator 4.1.0 with seed 7 as of 2026-11-22, where firstName = "Dorothy", state = "Vermont", noise 0.1 a type
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
(0, 0, 'Dorothy', 'Duda', NULL, '2537 Velazquez Avenue', 'Ecaex Junction', 'Vermont', '05452', '10/13/1961', 'VT', 65, '802-555-0142', 'dorothy.duda37@example.com', 0, 'householder'),
(1, 1, NULL, 'Duda', NULL, '2537 Velazquez Avenue', 'Essex Junction', 'Vermont', '05452', '8/22/1962', 'VT', 64, NULL, 'paul.duda66@example.com', 0, 'spouse'),
(2, 2, 'Zachary', 'Duda', 'male', '2537 Velazquez Avenue', 'Essex Juhction', 'Vermont', '05452', '3/5/1982', 'VT', 44, '802-555-0144', NULL, 0, 'child'),
(100, 10, 'Baby', 'Ugknovvn', 'female', '31464 Allen Avenue', 'Coventrie', NULL, '05825', '1/23/1952', 'VT', 74, '802-555-0192', 'dorothy.jeter99@example.com', 1, 'householder'),
(101, 11, 'William', 'Jetdr', 'male', '31464 Allen Avenue', NULL, 'Vermont', '05825', '12/30/1950', 'VT', 75, '802-555-0193', NULL, 1, 'spouse'),
(200, 20, 'Dorothy', 'MulIins', 'female', '265 Lincoln Avenue', 'Gardena', 'California', '20248', '5/10/1973', 'CA', 53, '310-555-0167', 'dorothy.mullins27@example.com', 2, 'householder'),
(300, 30, 'Dorothy', 'Ready', 'female', '168 Bamett Street', 'Manchester Center', 'Vermont', '05255', '12/20/1974', 'VT', 51, '802-555-0117', 'dorothy.ready94@example.org', 3, 'householder'),
(301, 31, 'Carolina', 'Unknown', 'female', '168 Bamett Street', 'Mankhester Center', NULL, '05255', '6/24/2012', 'VT', 14, NULL, NULL, 3, 'child'),
(400, 40, 'Dorothy', 'Gamble', 'male', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '7/16/1978', 'VT', 48, '802-555-0155', 'dorothy.gamble85@example.org', 4, 'householder'),
(401, 41, 'Alex', 'Gamblc', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '6/11/2013', 'VT', 13, NULL, NULL, 4, 'child'),
(402, 42, 'Mister', 'Doe', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '7/16/1978', 'VT', NULL, NULL, NULL, 4, 'child'),
(403, 43, NULL, 'Gamble', NULL, '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '5/9/2009', 'VT', 17, '802-555-0156', 'molly.gamble56@example.net', 4, 'child'),
(404, 44, NULL, 'Gamble', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05498', '8/10/2006', 'VT', 20, '802-555-0157', 'annelise.gamble31@example.org', 4, 'child'),
(405, 45, 'Andrew', 'Anonymous', 'male', '4 Spruce Lane', 'Saint Albans', 'Ohio', '05478', '8/23/1998', NULL, 28, '802-555-0158', 'andrew.gamble98@example.net', 4, 'child'),
(406, 46, 'Janet', 'Gamble', 'female', '4 Spruce Lane', 'Saint Albans', 'Vermont', '05478', '5/29/1955', 'VT', 71, '802-555-0159', 'janet.gamble96@example.com', 4, 'parent'),
(407, 47, 'Baby', NULL, 'male', NULL, 'Battle Creek', 'Michigan', '49015', '1/8/1986', 'MI', 40, '269-555-0160', 'amanda.gamble87@example.net', 4, 'other relative'),
(408, 48, 'Kerry', 'Cpark', 'female', NULL, 'Saint Albans', 'Vermont', '05478', '12/30/1978', 'VT', NULL, '802-555-0161', 'kerry.clark46@example.net', 4, 'roommate');
