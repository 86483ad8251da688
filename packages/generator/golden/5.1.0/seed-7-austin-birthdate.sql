-- 5 people made by random-american-generator 5.1.0 with seed 7 as of 2026-11-22, where city = "Austin", state = "Texas", birthdate = "2/29/1960"
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
  email TEXT NOT NULL
);
INSERT INTO people (firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate, stateCode, age, phone, email) VALUES
('David', 'Vences', 'male', '6918 Melendez Street', 'Austin', 'Texas', '78744', '2/29/1960', 'TX', 66, '512-555-0148', 'david.vences37@example.com'),
('Kenneth', 'Hallman', 'male', '5439 Martin Boulevard', 'Austin', 'Texas', '78731', '2/29/1960', 'TX', 66, '512-555-0178', 'kenneth.hallman66@example.org'),
('Angelina', 'Montoya', 'female', '47 Miller Street', 'Austin', 'Texas', '78704', '2/29/1960', 'TX', 66, '512-555-0153', 'angelina.montoya20@example.net'),
('Ramon', 'Delacerda', 'male', '90 Parker Boulevard', 'Austin', 'Texas', '78702', '2/29/1960', 'TX', 66, '512-555-0142', 'ramon.delacerda10@example.com'),
('Mark', 'Ahmed', 'male', '32 Curtis Way', 'Austin', 'Texas', '78745', '2/29/1960', 'TX', 66, '512-555-0164', 'mark.ahmed52@example.com');
