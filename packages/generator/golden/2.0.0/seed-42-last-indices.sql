-- people 99999999999995 to 99999999999999 made by random-american-generator 2.0.0 with seed 42 as of 2026-11-22
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
('Samir', 'Oliver', 'male', '535 Rush Court', 'Ontario', 'California', '91762', '2/11/2005', 'CA', 21, '909-555-0139', 'samir.oliver977154624137416@example.net'),
('Anthony', 'Collins', 'male', '4858 Manning Lane', 'Bryans Road', 'Maryland', '20616', '4/8/2008', 'MD', 18, '301-555-0143', 'anthony.collins223877175878437@example.org'),
('Carmen', 'Johnson', 'female', '5 Thomas Street', 'Hialeah', 'Florida', '33013', '1/6/2000', 'FL', 26, '305-555-0178', 'carmen.johnson591705520886107@example.net'),
('James', 'Johnson', 'male', '42 Richards Boulevard', 'Huntertown', 'Indiana', '46748', '7/19/1974', 'IN', 52, '260-555-0191', 'james.johnson905252223311769@example.net'),
('Leanna', 'Payne', 'female', '348 Robbins Street', 'Stone Mountain', 'Georgia', '30083', '9/1/1978', 'GA', 48, '678-555-0171', 'leanna.payne714670981633817@example.com');
