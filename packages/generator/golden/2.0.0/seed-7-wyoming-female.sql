-- 5 people made by random-american-generator 2.0.0 with seed 7 as of 2026-11-22, where gender = "female", state = "Wyoming"
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
('Keri', 'Smith', 'female', '8954 Cobb Boulevard', 'Casper', 'Wyoming', '82609', '7/30/1988', 'WY', 38, '307-555-0151', 'keri.smith37@example.net'),
('Tamara', 'Mitchell', 'female', '82 Lincoln Street', 'Lovell', 'Wyoming', '82431', '12/3/1967', 'WY', 58, '307-555-0125', 'tamara.mitchell66@example.org'),
('Ashley', 'Wolfe', 'female', '3160 2nd Parkway', 'Cheyenne', 'Wyoming', '82009', '3/28/1990', 'WY', 36, '307-555-0163', 'ashley.wolfe20@example.net'),
('Armoni', 'Soto', 'female', '3054 Pratt Avenue', 'Cheyenne', 'Wyoming', '82001', '10/27/2000', 'WY', 26, '307-555-0150', 'armoni.soto10@example.net'),
('Claudia', 'Davis', 'female', '2442 Pine Lane', 'Douglas', 'Wyoming', '82633', '12/4/1982', 'WY', 43, '307-555-0107', 'claudia.davis52@example.net');
