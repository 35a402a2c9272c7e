// A Gatsby plugin needs an entry; this one only carries the functions of src/api/.
