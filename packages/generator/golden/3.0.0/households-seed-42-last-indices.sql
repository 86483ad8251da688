-- households 9999999999995 to 9999999999999 made by random-american-generator 3.0.0 with seed 42 as of 2026-11-22
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
('John', 'Rhodes', 'male', '3 17th Road', 'Sarasota', 'Florida', '34231', '12/26/1974', 'FL', 51, '941-555-0160', 'john.rhodes55225753130954@example.org', 9999999999995, 'householder'),
('Haley', 'Rhodes', 'female', '3 17th Road', 'Sarasota', 'Florida', '34231', '8/30/1980', 'FL', 46, '941-555-0182', 'haley.rhodes54152531544765@example.net', 9999999999995, 'spouse'),
('Debra', 'Sanchez', 'female', '8255 Grant Loop', 'Greeley', 'Colorado', '80634', '10/9/1971', 'CO', 55, '970-555-0104', 'debra.sanchez37124488052003@example.com', 9999999999996, 'householder'),
('Abigail', 'Sanchez', 'female', '8255 Grant Loop', 'Greeley', 'Colorado', '80634', '4/13/2002', 'CO', 24, '970-555-0120', 'abigail.sanchez75540470826335@example.net', 9999999999996, 'child'),
('Sophia', 'Sanchez', 'female', '8255 Grant Loop', 'Greeley', 'Colorado', '80634', '11/26/2004', 'CO', 21, '970-555-0189', 'sophia.sanchez86993365781782@example.org', 9999999999996, 'child'),
('Ava', 'Price', 'female', '2264 King Street', 'Glenwood', 'Iowa', '51534', '9/26/2004', 'IA', 22, '712-555-0155', 'ava.price16801112288238@example.org', 9999999999997, 'householder'),
('Ethan', 'Moore', 'male', '2264 King Street', 'Glenwood', 'Iowa', '51534', '1/19/2004', 'IA', 22, '712-555-0112', 'ethan.moore58513460954975@example.com', 9999999999997, 'roommate'),
('Rose', 'Kelly-Wight', 'female', '3694 Everett Drive', 'Mount Juliet', 'Tennessee', '37122', '3/15/1968', 'TN', 58, '615-555-0162', 'rose.kellywight78376941796941@example.com', 9999999999998, 'householder'),
('Roy', 'Wight', 'male', '3694 Everett Drive', 'Mount Juliet', 'Tennessee', '37122', '1/20/1965', 'TN', 61, '615-555-0156', 'roy.wight65600413039410@example.com', 9999999999998, 'spouse'),
('Owen', 'Dimas', 'male', '1 Davis Avenue', 'Peoria', 'Illinois', '61615', '11/1/2002', 'IL', 24, '309-555-0199', 'owen.dimas238955923359222@example.org', 9999999999999, 'householder'),
('Jessica', 'Brady', 'female', '1 Davis Avenue', 'Peoria', 'Illinois', '61615', '7/22/2008', 'IL', 18, '309-555-0181', 'jessica.brady350322809131261@example.org', 9999999999999, 'roommate');
