// A Gatsby plugin needs an entry; this one only carries the function of src/api/contact/.
