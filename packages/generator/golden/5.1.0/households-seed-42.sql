-- 5 households made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22
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
('Derek', 'Speakman', 'male', '6615 Rich Street', 'Ozark', 'Missouri', '65721', '10/15/1983', 'MO', 43, '417-555-0161', 'derek.speakman37@example.net', 0, 'householder'),
('Lara', 'Speakman', 'female', '6615 Rich Street', 'Ozark', 'Missouri', '65721', '4/30/1979', 'MO', 47, '417-555-0162', 'lara.speakman31@example.org', 0, 'spouse'),
('Abigail', 'Speakman', 'female', '6615 Rich Street', 'Ozark', 'Missouri', '65721', '4/16/2018', 'MO', 8, NULL, NULL, 0, 'child'),
('Isaac', 'Speakman', 'male', '6615 Rich Street', 'Ozark', 'Missouri', '65721', '12/9/2015', 'MO', 10, NULL, NULL, 0, 'child'),
('Angel', 'Chavez', 'male', '3 Hill Road', 'Glendale', 'California', '91207', '3/15/2000', 'CA', 26, '818-555-0112', 'angel.chavez86@example.org', 1, 'householder'),
('Joseph', 'Jiang', 'male', '8243 Clay Street', 'New York', 'New York', '10019', '3/8/1958', 'NY', 68, '646-555-0131', 'joseph.jiang32@example.com', 2, 'householder'),
('Sonya', 'Krause', 'female', '8243 Clay Street', 'New York', 'New York', '10019', '9/28/1976', 'NY', 50, '646-555-0132', 'sonya.krause27@example.org', 2, 'unmarried partner'),
('Elijah', 'Thomas', 'male', '87 Roman Drive', 'Philadelphia', 'Pennsylvania', '19121', '12/3/1999', 'PA', 26, '215-555-0149', 'elijah.thomas82@example.net', 3, 'householder'),
('Vanessa', 'Magallon', 'female', '2297 Carr Circle', 'Firebaugh', 'California', '93622', '2/5/1980', 'CA', 46, '559-555-0146', 'vanessa.magallon51@example.org', 4, 'householder'),
('Billy', 'Magallon', 'male', '2297 Carr Circle', 'Firebaugh', 'California', '93622', '8/3/1968', 'CA', 58, '559-555-0147', 'billy.magallon30@example.org', 4, 'spouse');
