-- 5 people made by random-american-generator 2.0.0 with seed 0 as of 2026-11-22
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
('Hunter', 'Jewell', 'male', '145 North Road', 'Franklin', 'Tennessee', '37069', '5/21/1994', 'TN', 32, '615-555-0158', 'hunter.jewell67@example.com'),
('Cody', 'Hopkins', 'male', '7 North Loop', 'Fond du Lac', 'Wisconsin', '54937', '6/5/2005', 'WI', 21, '920-555-0164', 'cody.hopkins85@example.com'),
('Nina', 'Kates', 'female', '409 Clark Lane', 'Bentonville', 'Arkansas', '72712', '10/14/1959', 'AR', 67, '479-555-0139', 'nina.kates11@example.com'),
('Jimmy', 'Loomis', 'male', '550 Reed Street', 'Great Falls', 'Montana', '59405', '12/6/1953', 'MT', 72, '406-555-0126', 'jimmy.loomis38@example.org'),
('Roberto', 'Evans', 'male', '438 Evergreen Drive', 'Bronx', 'New York', '10456', '4/4/2006', 'NY', 20, '718-555-0143', 'roberto.evans69@example.com');
