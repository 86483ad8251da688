-- 5 households made by random-american-generator 3.0.0 with seed 7 as of 2026-11-22, where birthdate = "7/4/1977"
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
('Kimberly', 'Sawyer', 'female', '837 23rd Way', 'Salt Lake City', 'Utah', '84129', '7/4/1977', 'UT', 49, '801-555-0171', 'kimberly.sawyer37@example.com', 0, 'householder'),
('Stephanie', 'Smith', 'female', '3231 1st Loop', 'Wenatchee', 'Washington', '98801', '7/4/1977', 'WA', 49, '509-555-0192', 'stephanie.smith99@example.com', 1, 'householder'),
('Travis', 'Smith', 'male', '3231 1st Loop', 'Wenatchee', 'Washington', '98801', '3/10/1973', 'WA', 53, '509-555-0185', 'travis.smith67@example.com', 1, 'spouse'),
('Hannah', 'Smith', 'female', '3231 1st Loop', 'Wenatchee', 'Washington', '98801', '9/25/2007', 'WA', 19, '509-555-0158', 'hannah.smith24@example.net', 1, 'child'),
('Matthew', 'Slocum', 'male', '69 5th Lane', 'Stanfield', 'North Carolina', '28163', '7/4/1977', 'NC', 49, '704-555-0180', 'matthew.slocum27@example.org', 2, 'householder'),
('Christine', 'Vidal', 'female', '69 5th Lane', 'Stanfield', 'North Carolina', '28163', '3/4/1984', 'NC', 42, '704-555-0165', 'christine.vidal91@example.net', 2, 'spouse'),
('Melissa', 'Stacey', 'female', '719 School Street', 'West Long Branch', 'New Jersey', '07764', '7/4/1977', 'NJ', 49, '732-555-0188', 'melissa.stacey94@example.net', 3, 'householder'),
('Ryan', 'Hill', 'male', '74 Montgomery Avenue', 'Rancho Cucamonga', 'California', '91730', '7/4/1977', 'CA', 49, '909-555-0109', 'ryan.hill85@example.net', 4, 'householder');
