-- people 99999999999995 to 99999999999999 made by random-american-generator 3.0.0 with seed 42 as of 2026-11-22
-- written for PostgreSQL and SQLite
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
('Peter', 'Byer', 'male', '860 Moran Street', 'Ontario', 'California', '91761', '10/31/1952', 'CA', 74, '909-555-0164', 'peter.byer977154624137416@example.org'),
('Michael', 'Luong', 'male', '855 Fields Avenue', 'Bryans Road', 'Maryland', '20616', '12/23/1946', 'MD', 79, '301-555-0191', 'michael.luong223877175878437@example.net'),
('Linda', 'Martinez', 'female', '824 Main Loop', 'Hialeah', 'Florida', '33013', '7/3/1959', 'FL', 67, '305-555-0152', 'linda.martinez591705520886107@example.com'),
('Michael', 'Barnett', 'male', '645 Flowers Street', 'Huntertown', 'Indiana', '46748', '1/10/1983', 'IN', 43, '260-555-0164', 'michael.barnett905252223311769@example.net'),
('Diana', 'Batson', 'female', '71 Anderson Street', 'Stone Mountain', 'Georgia', '30083', '11/1/1979', 'GA', 47, '770-555-0125', 'diana.batson714670981633817@example.net');
