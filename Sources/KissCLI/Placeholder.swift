// Command-line logic of kisslint; filled in below.
