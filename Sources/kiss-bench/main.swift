import KissSyntax
print("bench")
