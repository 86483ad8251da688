-- 5 households made by random-american-generator 3.0.0 with seed 7 as of 2026-11-22, where firstName = "Dorothy", state = "Vermont"
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
('Dorothy', 'Howell', 'female', '68 Bennett Circle', 'Barnet', 'Vermont', '05821', '10/13/1961', 'VT', 65, '802-555-0111', 'dorothy.howell37@example.org', 0, 'householder'),
('Heather', 'Howell', 'female', '68 Bennett Circle', 'Barnet', 'Vermont', '05821', '5/27/1979', 'VT', 47, '802-555-0131', 'heather.howell66@example.net', 0, 'spouse'),
('Cody', 'Howell', 'male', '68 Bennett Circle', 'Barnet', 'Vermont', '05821', '8/4/2004', 'VT', 22, '802-555-0140', 'cody.howell20@example.org', 0, 'child'),
('Dorothy', 'Smith', 'female', '97 Cedar Street', 'Newport', 'Vermont', '05855', '1/23/1952', 'VT', 74, '802-555-0111', 'dorothy.smith99@example.org', 1, 'householder'),
('Dennis', 'Smith', 'male', '97 Cedar Street', 'Newport', 'Vermont', '05855', '3/10/1953', 'VT', 73, '802-555-0185', 'dennis.smith67@example.com', 1, 'spouse'),
('Dorothy', 'Cope', 'female', '411 Clark Street', 'Barre', 'Vermont', '05641', '5/10/1973', 'VT', 53, '802-555-0112', 'dorothy.cope27@example.org', 2, 'householder'),
('Dorothy', 'Acuna', 'female', '6 Miller Terrace', 'Saint Albans', 'Vermont', '05478', '12/20/1974', 'VT', 51, '802-555-0197', 'dorothy.acuna94@example.org', 3, 'householder'),
('Jordan', 'Acuna', 'male', '6 Miller Terrace', 'Saint Albans', 'Vermont', '05478', '9/27/2007', 'VT', 19, '802-555-0155', 'jordan.acuna80@example.net', 3, 'child'),
('Kevin', 'Acuna', 'male', '6 Miller Terrace', 'Saint Albans', 'Vermont', '05478', '8/2/2004', 'VT', 22, '802-555-0198', 'kevin.acuna71@example.com', 3, 'child'),
('Dorothy', 'Williams', 'female', '201 Li Drive', 'Strafford', 'Vermont', '05072', '7/16/1978', 'VT', 48, '802-555-0166', 'dorothy.williams85@example.com', 4, 'householder');
