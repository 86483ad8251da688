-- 5 households made by random-american-generator 5.1.0 with seed 7 as of 2026-11-22, where birthdate = "7/4/1977"
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
('Yvonne', 'Duran', 'female', '68 Bennett Circle', 'Whittier', 'California', '90605', '7/4/1977', 'CA', 49, '562-555-0124', 'yvonne.duran37@example.org', 0, 'householder'),
('Desiree', 'Sepulveda', 'female', '97 Cedar Street', 'Walnut Creek', 'California', '94597', '7/4/1977', 'CA', 49, '925-555-0196', 'desiree.sepulveda99@example.org', 1, 'householder'),
('Luis', 'Sepulveda', 'male', '97 Cedar Street', 'Walnut Creek', 'California', '94597', '2/28/1974', 'CA', 52, '925-555-0197', 'luis.sepulveda67@example.org', 1, 'spouse'),
('Stephen', 'Webb', 'male', '411 Sanchez Street', 'Livonia', 'Michigan', '48150', '7/4/1977', 'MI', 49, '734-555-0132', 'stephen.webb27@example.org', 2, 'householder'),
('Courtney', 'Webb', 'female', '411 Sanchez Street', 'Livonia', 'Michigan', '48150', '6/2/1986', 'MI', 40, '734-555-0133', 'courtney.webb91@example.net', 2, 'spouse'),
('Ashley', 'Webb', 'female', '411 Sanchez Street', 'Livonia', 'Michigan', '48150', '2/25/2019', 'MI', 7, NULL, NULL, 2, 'child'),
('Brandon', 'Webb', 'male', '411 Sanchez Street', 'Livonia', 'Michigan', '48150', '2/12/2014', 'MI', 12, NULL, NULL, 2, 'child'),
('Danielle', 'Young', 'female', '6 Garcia Terrace', 'Noblesville', 'Indiana', '46062', '7/4/1977', 'IN', 49, '317-555-0114', 'danielle.young94@example.org', 3, 'householder'),
('Brenda', 'Young', 'female', '6 Garcia Terrace', 'Noblesville', 'Indiana', '46062', '6/16/1961', 'IN', 65, '317-555-0115', 'brenda.young80@example.net', 3, 'parent'),
('Jason', 'Swain', 'male', '201 Li Drive', 'Saint Paul', 'Minnesota', '55122', '7/4/1977', 'MN', 49, '651-555-0178', 'jason.swain85@example.com', 4, 'householder');
