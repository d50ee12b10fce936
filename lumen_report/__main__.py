from lumen_report.cli import main

main()
