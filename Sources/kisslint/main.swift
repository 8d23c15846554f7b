import KissSyntax
print("kisslint")
