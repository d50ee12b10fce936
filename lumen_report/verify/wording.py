"""The wording around a claim: which statistic it picks, which field it names, and the unit
a table header gives its column."""

from __future__ import annotations

import re
from functools import lru_cache

from lumen_report.verify import match as m
from lumen_report.verify.blocks import Block
from lumen_report.verify.context import BlockContext, masked_text, run_words, sentence_of
from lumen_report.verify.grammar import (
    DIGIT,
    ORDINAL,
    PARAM_NAMES,
    PART_OWNER,
    POSSESSIVE,
    SENTENCE_END,
    UNIT,
    RawClaim,
    count_of,
    parse_number,
)
from lumen_report.verify.lazy import lazy
from lumen_report.verify.names import Mention, by_first_letter, finditer, folded
from lumen_report.verify.patterns import compiled, last
from lumen_report.verify.qualifiers import negated_before

_HINT_WORDS = (
    (compiled(r"time\s+to\s+(?:the\s+)?first\s+token|\bttft\b"
              r"|\bfirst\s+(?:\x00[\x00\s-]*\s)?token"  # ("Pipa's first Dulcimer Court token")
              # ("Galley Pro started streaming between 0.41 and 0.44 seconds after the request")
              r"|(?<!never\s)(?<!not\s)\b(?:started|starts|began|begins)\s+(?:to\s+stream|"
              r"streaming)\b"
              r"|\bstreaming\s+(?:started|began)\b"
              # ("its reasoning started after 0.42 to 0.48 seconds": its first tokens)
              r"|\b(?:reasoning|thinking)\s+(?:started|began|starts|begins)\s+(?:after|at)\b",
              re.I), "ttft"),
    # (but "Sirocco Pro's first answer took 5.84 s" is its first run, not its first byte)
    (compiled(r"\bfirst\s+(?:byte|content|paint|(?:visible\s+)?character)|\bttfo\b"
              # ("shows its first notice byte after 1.81 to 2.26 seconds")
              r"|\bfirst\s+[a-z\x00-]+\s+bytes?\s+(?:only\s+)?(?:after|at)\b"
              r"|(?<!'s\s)(?<!\u2019s\s)"
              r"(?<!\bits\s)\bfirst\s+(?:output|answer)"
              r"|\bfirst\s+(?:output|answer)[\s-]+(?:bytes?|tokens?|chunks?|characters?|text)\b"
              r"|\bfirst\s+text\s+(?:bytes?|characters?)\b"  # ("the first text byte came")
              # ("its first reply text after 16.84 seconds", "the first response byte")
              r"|\bfirst\s+(?:repl(?:y|ies)|response)\s+(?:text|bytes?|characters?|words?|"
              r"chunks?)\b"
              # ("The killed run had printed its first output after 2.94 seconds")
              r"|\b(?:its|their)\s+first\s+output\s+(?:[a-z]+\s+)?(?:after|at)\b"
              # ("The other one starts answering after about a second")
              # ("Hardknott Wrynose printed its first line on intake after 0.83 to 0.94 s")
              r"|\b(?:printed|prints|printing|wrote|writes|showed|shows)\s+(?:its|their|the)\s+"
              r"first\s+(?:[a-z\x00-]+\s+)?(?:line|words?)\b|\bfirst\s+line\s+(?:of\s+(?:output|text|its\s+answer)\s+)?"
              r"(?:had\s+|has\s+)?(?:appeared|arrived|came|come|printed)\b"  # ("Its first line
              # had appeared after 1.21 seconds", "its first line had come out after 0.31 s")
              r"|\b(?:start|starts|started|begins|began)\s+(?:answering|replying|responding"
              r"|printing|to\s+print)\b"  # ("its ok runs started printing between 0.55 and")
              # ("its first words appeared after 0.19 to 0.24 seconds", "The first words of
              # an Arriccio report appeared after 240 ms")
              r"|\bfirst\s+words?\s+(?:of\s+(?:(?:an?|the|its|their|each)\s+)?"
              r"(?:[\w\x00-]+\s+){0,3}?)?"  # (or none: "its first words of reply came after")
              r"(?:had\s+|has\s+)?(?:appeared|arrived|came|showed\s+up)\b"
              # ("but the first words of the answer only after 14.62 s", "Time to the first
              # word of the notice")
              r"|\bfirst\s+words?\s+of\s+(?:an?|the|its|their|each)\s+(?:[\w\x00-]+\s+){0,3}?"
              r"(?:only\s+|finally\s+)?(?:after|at|in)\b|\btime\s+to\s+(?:the\s+)?first\s+words?\b"
              # ("and began the sheet after 12.40 seconds", "started writing after")
              r"|\b(?:began|started)\s+(?:writing\b|to\s+write\b|(?:the|its|their)\s+"
              r"(?!(?:run|repeat|attempt|task|suite|benchmark|test|clock|timer)s?\b)[a-z]+\s+"
              r"(?:after|at)\b)"
              # ("its answers started between 0.86 and 0.89 seconds after the request")
              r"|\b(?:answers?|output|text|repl(?:y|ies))\s+(?:itself\s+|themselves\s+)?"
              r"(?:only\s+|finally\s+)?(?:started|began|appeared)\b"
              # ("the reply itself started between 5.79 and 6.83 seconds in", "it had begun
              # every reply within 2.1 seconds")
              r"|\b(?:begun|began|started)\s+(?:every|each|its|their|the)\s+(?:[a-z\x00-]+\s+)?"
              r"(?:repl(?:y|ies)|answers?|responses?)\s+(?:within|after|in|at)\b"
              # ("but its note only begins after 8.16 s")
              r"|\b(?:its|their)\s+(?!(?:run|repeat|attempt|task|stream|reasoning|thinking|"
              r"trace|clock|timer|request|job)s?\b)[a-z]+\s+(?:only\s+|finally\s+)?"
              r"(?:begins|began|starts|started)\s+(?:after|at)\b",
              re.I), "ttfo"),
    (compiled(r"\bwall(?:[\s-]?clock)?\b|\bend[\s-]to[\s-]end\b|\btotal\s+time\b"
              r"|\bin\s+total\b|\bin\s+all\s*(?:[,.;:)]|$)|\ball\s+told\b", re.I),
     "wall"),  # ("first token after 0.45 seconds, 2.40 seconds in all")
    (compiled(r"(?<!finish\s)(?<!finish_)\breason(?:ing|ed|s)?\b|\bthinking\b|\bthought\b"
              r"|\bdeliberat\w*", re.I),
     "reasoning"),  # (not "finish reason `content_filter` after 143 bytes": the output's)
    (compiled(r"\bcompletion\b", re.I), "completion"),
    (compiled(r"\bcontent\b|\banswers?\b|\bvisible\b", re.I), "content"),
    (compiled(r"\boutput\b", re.I), "output"),
    (compiled(r"\bprompt\b|\binput\b", re.I), "prompt"),
    (compiled(r"\bceiling\b|\bbudget\b|\blimit\b|\bcap\b|max[_\s-]tokens", re.I), "ceiling"),
    (compiled(r"\bdecod\w*", re.I), "decode"),
)
# Words that pick a statistic over repeats; the word after decides for first/every/all.
_STAT_WORD = compiled(
    r"\b(medians?|mean|averag\w*|avg|fastest|quickest|slowest|best|worst|minimum|lowest|"
    r"shortest|smallest|"
    r"least|maximum|highest|longest|largest|most|first|second|third|fourth|fifth|sixth|"
    r"seventh|eighth|ninth|tenth|last|final|"
    r"every|each|all|both|\d+(?:st|nd|rd|th))\b(?:(?:\s+|-)(?:single\s+|three\s+|two\s+|four\s+|five\s+|\d+\s+)?(runs?|repeats?|"
    r"attempts?|tries|try|times?|cases?|answers?|responses?|replies|reply)\b)?",
    re.I,
)
_STAT_OF = {"median": "median", "medians": "median", "mean": "mean", "fastest": "fastest",
            "quickest": "fastest",
            "slowest": "slowest", "minimum": "min", "lowest": "min", "shortest": "min",
            "smallest": "min", "least": "min", "maximum": "max", "highest": "max",
            "longest": "max", "largest": "max", "most": "max"}
# "in the 3rd it used …", "timed out on the fifth after 60.00 seconds"
_ELIDED_RUN = compiled(r"\s*(?:,|;|:|\(|\.(?!\d)|$|\bit\b|\bthey\b|\bone\b"
                       r"|after\s+(?:[~\u2248]?\d|zero\b)|with\s+(?:an?\s+)?(?:exit\s+(?:code|status)|"
                       r"HTTP)\b)"
                       r"|['\u2019]s\b")  # (or "the second's to 8,203"; "ended the fifth with
# exit code 7")
# (or ":": "first run 9.73 s, then SIGKILL on the second: exit -9")
# "one" standing for the run after an owner's ordinal: "its third one went at ...".
_ORDINAL_ONE = compiled(r"\s+one\b(?!\s+of\b)")
# How a run ended, as a draft names it: "its truncated run", "the timed-out repeat".
ENDED = (r"truncated|timed[- ]out|rate[- ]limited|filtered|empty|malformed|failed|errored|killed"
         r"|refused|rejected|stalled|reset")
# A run named by how it ended: "the filtered run", "its truncated one".
_ENDED_RUN_SUBJECT = lazy(rf"(?i)\b(?:the|its|their)\s+(?:{ENDED})\s+(?:run|one|repeat)\b")
_RUN_THEN_APPOSED = lazy(r"(?i)\b(?:run|repeat|one)\s*[,(]\s*$")
# An ordinal try before an ordinal whose noun is left out: "on its first try and ... on the".
_TRY_BEFORE = compiled(r"(?i)\b(?:first|second|third|fourth)\s+(?:try|attempt|request|call)\b"
                       r"(?:(?!\b(?:except|but|apart|save|other)\b)[^.;:\d])*\b(?:the|its)\s+$")
# (not "all on the first try except the sixth, which needed 2 attempts": a run)
# Before such an ordinal: "the", "its", and how the run ended ("; on the truncated third,
# 98.7%", "its third, 4.71 s").
_ELIDED_OWNER = compiled(rf"(?i)\b(?:the|its|their)\s+(?:(?:{ENDED})\s+)?$")
# ... or before its figure after runs counted before it: "both runs timed out, the first at
# 60.00 seconds"
_ELIDED_AT_FIGURE = compiled(r"(?i)\s+(?:at|after|in)\s+[~\u2248]?\d")
_RUNS_COUNTED_BEFORE = compiled(r"(?i)\b(?:both|two|three|four|five|all)\s+(?:of\s+(?:its|the|"
                                r"their)\s+)?(?:[\w-]+\s+){0,3}?(?:runs|repeats)\b"
                                r"|\b(?:twice|three\s+times)\b")
# ... or right before how that run ended: "its first run wrote 2,216 bytes, and its second was
# cut short when it reached 8,192 completion tokens", "The second ran out of room at 8,192",
# "Its second is the empty one".
_ELIDED_ENDED = compiled(r"(?i)\s+(?:was\s+(?:cut\s+short|cut\s+off|stopped|truncated|killed)|"
                         r"ran\s+out|timed\s+out|hit\s+(?:the|its)\b|crashed|failed|exited|"
                         r"stopped|died|fell\s+over|gave\s+up|errored|broke\s+down|blew\s+up|"
                         r"broke\s+off|cut\s+out|stalled|hung|lost\s+(?:the|its)\s+connection|"
                         r"dropped|was\s+reset"  # ("Corolla 3.1's fourth broke off", "Its
                         # fifth lost the connection after 1.74 seconds")
                         # (or what it was: "Its second is the empty one", "Its second is
                         # the one that timed out")
                         rf"|(?:is|was)\s+the\s+(?:{ENDED}|odd|bad|slow|failed)\s+one"
                         rf"|(?:is|was)\s+the\s+one\s+(?:that|which)\s+(?:was\s+|got\s+)?"
                         rf"(?:{ENDED}|ran\s+out|crashed|hung))\b")
# "Its second run took 5.91 s and its third 5.38 s": an ordinal with its run noun elided,
# in a clause parallel to one that named a repeat, right before its figure.
# (how it ended may stand between: "... and its truncated third 19.26 s"; notes drop the
# article: "first run 6.91 s, second 7.48 s; third got HTTP 503 after 1.47 s")
_ELIDED_BEFORE = compiled(rf"(?i)(?:[,;]|\b(?:and|but|while|whereas))\s+(?:(?:its|their|the)\s+"
                          rf"(?:(?:{ENDED})\s+)?)?$")
# ... or another lane's possessive: "Cedar's first run took 1.93 s, and Sable 4 12B's second
# 9.17 s".
_ELIDED_POSSESSOR = compiled(r"(?i)(?:[,;]|\b(?:and|but|while|whereas))\s+[A-Z][\w.-]*"
                             r"(?:\s[\w.-]+){0,3}['\u2019]s\s+$")
# ("its second the short one at", "Tomlify CLI's third (30.02 s, ...)", "ran to 4,148 bytes and
# Leafcutter Large's second to 3,890 bytes")
_ELIDED_FIGURE = compiled(r"[,:]?\s+(?:\(\s*)?(?:the\s+[a-z]+\s+one\s+)?"
                          r"(?:(?:at|was|took|in|after|with|needed|used|wrote|to|for|as)\s+)?"
                          r"(?:an?\s+)?(?:HTTP\s+)?[~\u2248]?\d")
# ("and its fourth a 4-byte `pink`", "its first run reasoned for 1,121 tokens and its third for
# 1,041 tokens", "and Bellows Mini's third as an HTTP 503")
# ... or right after a figure, on the run it was on: "exit code 65 on the third".
_ON_ORDINAL = compiled(r"\d(?:\s*[A-Za-z%/]+){0,2}\s+(?:on|in|for)\s+(?:its|their|the)\s+$")
# ... or to the run a count left out: "the exception, its second, took 26.38".
_EXCEPTION_APPOSED = compiled(r"(?i)\bexception\s*[,:(]\s*(?:its|the)\s+$")
# An ordinal in apposition to the runs it picks one of: "one of its five runs (the fourth)".
_RUN_APPOSED = compiled(r"(?i)(?:\b(?:runs|repeats|attempts)\s*[(,]|\b(?:run|repeat|attempt)\s*\("
                        # (or "its timed-out run (the third)", "one bad Flirting run, the third:
                        # it hit ..."; not "its slowest run, the second, took 10.09 s": the
                        # slowest, its repeat told by the way)
                        r"|\b(?!(?:slowest|fastest|quickest|longest|shortest|best|worst)\b)"
                        r"[\w-]+\s+(?:run|repeat|attempt)\s*,)\s*(?:the|its)\s+$")
_APPOSED_END = compiled(r"\s*(?:[),:;]|\.(?!\d))")
# ... or an aside holding its figure: "(its third, at 5.39 s, was the slow one)".
_ELIDED_ASIDE = lazy(r",\s+(?:at|with|after|in)\s+[~\u2248]?\d[^,;()]*,")
# ... or right after the figure of the run named before: "first run 1.41 s, second 1.53 s",
# "first run 820 completion tokens, second 893".
_ELIDED_AFTER_FIGURE = compiled(r"\d(?:\s*[A-Za-z%/]+){0,3}(?:[,;]|,?\s+and)\s+$")
# Words between an ordinal and its run noun: "third patch-review run", "first Qwen 4 14B
# run" (a task or lane name, "warm", "cold"); not a clause's own words ("the first of ...").
_GAP_WORD = (r"(?!(?:of|and|or|but|the|a|an|in|on|at|to|for|with|by|from|was|were|is|are|"
             r"its|their|than|that|which|it|they|we|after|before|then|tokens?|bytes?|"
             r"seconds?|times?|weeks?|months?|years?|days?|nights?|quarters?|sprints?|"
             r"releases?|versions?)\b)[\w'\u2019.-]+")
_COUNT = (r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|few|several|many|"
          r"couple|dozen|handful)\b")
_ORDINAL_GAP_RUN = compiled(rf"(?i)\s+(?!{_COUNT})(?!(?:{ENDED})\b)(?:{_GAP_WORD}\s+){{1,4}}?"
                             r"(?:runs?|repeats?|attempts?|answers?|responses?|repl(?:y|ies))\b")
# ... or a task's name standing for its run, after a possessive and before the run's verb:
# "Ibex 2.1's first olympiad proof took 21.31 s", "its second word problem failed".
_OWNER_BEFORE = lazy(r"(?i)(?:['\u2019]s|\bits|\btheir)\s+$")
_NOT_RUN_WORD = (r"(?!(?:models?|lanes?|solvers?|providers?|systems?|tokens?|bytes?|chunks?|"
                 r"half|place)\b)")
# A run named, then told apart as a lane's ordinal on a task: "The run that was cut off is
# Biga Pro's fourth on the repair queue:".
_RUN_IS_BEFORE = lazy(r"(?i)\b(?:the|that|this)\s+(?:[\w-]+\s+){0,5}?(?:run|repeat)\b"
                      r"(?:\s+[\w-]+){0,4}?\s+(?:is|was)\s+[^.;:!?]*$")
_ON_ITS_TASK = lazy(r"(?i)\s+(?:on|in|of)\s+(?:the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*){0,3}?"
                    r"(?=\s*[:,;.(]|\s*$)")
# ... or the run's verb right after the ordinal: "its second got an HTTP 503".
_RUN_VERB = compiled(r"\s+(?:took|ran|finished|needed|spent|returned|got|hit|failed|died|"
                     r"came\s+back|stopped|timed\s+out|ended|exited|lasted|completed|errored|crashed|"
                     r"said|wrote|answered|replied|produced|generated|gave|used|went\s+at|streamed|"
                     r"reasoned|printed|managed|"
                     r"taking|needing|lasting|finishing|spending|returning|ending|exiting)\b")
_ORDINAL_GAP_VERB = lazy(
    rf"(?i)(\s+(?!{_COUNT})(?:{_NOT_RUN_WORD}{_GAP_WORD}\s+){{0,2}}?{_NOT_RUN_WORD}{_GAP_WORD})"
    r"(?:\s+|,[^,;.]{1,40},\s+)(?:took|used|wrote|ran|finished|"  # (or ", the longest,")
    r"needed|spent|answered|returned|got|hit|failed|died|stopped|produced|generated|timed|"
    r"came|ended|exited|lasted|completed)\b")
# ... or, a repeat named before, the figure right after it, its verb elided: "... and its third
# screen 24.61 seconds".
_ORDINAL_GAP_FIGURE = lazy(rf"(?i)(\s+(?!{_COUNT})(?:{_NOT_RUN_WORD}{_GAP_WORD}\s+){{0,1}}?"
                           rf"{_NOT_RUN_WORD}{_GAP_WORD})\s+"
                           # (or "only after": "and Pinnace Large's first review only after
                           # 17.66 seconds", the verb elided)
                           r"(?:(?:only|just)\s+(?:after|in|at)\s+)?(?=\d)")
# ... or "one" standing for a run named just before: "includes a run that came back empty: the
# third one, which spent ...".
_ONE_AFTER = lazy(r"\s+one\b")
# A run's noun ("run", "repeats", "attempt"): a sentence naming runs of its own.
RUN_NOUN = lazy(r"(?i)\b(?:runs?|repeats?|attempts?)\b")
# ... or "of them" after it, runs named before: "all finished in under 3.5 seconds, and on the
# first of them".
OF_THEM = lazy(r"\s+of\s+(?:them|those|these)\b")
# ... not when "them" are the bytes or tokens just named: "412 bytes of answer, the first of
# them 19.97 seconds in" (its first output byte).
_UNITS_THEY_ARE = lazy(r"(?i)\b(?:bytes|tokens)(?:\s+of\s+[a-z]+)?,?\s+(?:and\s+)?the\s+$")
# Two runs counted by how they ended: "crashed twice on Email mood (exit code 1); both".
_TWICE_BEFORE = compiled(r"(?i)\b(?:crashed|failed|exited|timed\s+out|errored|died|truncated|"
                         r"stopped|hit|got)\b[^.;:!?]{0,60}?\btwice\b")
# "first answer byte", "first response token": a part of one answer (ttfo, ttft), not a run.
_PART_AFTER = compiled(r"(?i)[\s-]+(?:bytes?|tokens?|chunks?|characters?|words?|deltas?)\b")
# An ordinal ending a list of them: "first and second runs", "first, second and third".
# (not a rate's "per second": "459.8 tokens per second, the first 448.4")
_ORDINAL_BEFORE = compiled(r"(?i)\b(?:first|(?<!per\s)(?<!a\s)(?<!each\s)second|third|fourth|fifth|"
                           r"\d+(?:st|nd|rd|th))"
                           r"(?:\s*,\s*|\s*,?\s+(?:and|or|to|through)\s+)(?:the\s+)?$")
# "the first three runs", "first 2 runs": several runs, not one repeat.
_FIRST_COUNT = compiled(rf"(?i)\w+\s+{_COUNT}")
# A superlative about the budget is not a statistic over repeats: "the largest ceiling".
_OF_BUDGET = compiled(r"(?i)\s+(?:token\s+)?(?:ceilings?|budgets?|limits?|caps?|"
                        r"max[_\s-]tokens|context)\b")
# "Second run (bytes)": an ordinal run in a header, not the unit seconds.
# ("second" alone too: "| Second |" between "| First |" and "| Third |" is the second run)
_ORDINAL_SECOND = compiled(r"\bsecond\s+(?:runs?|repeats?|attempts?|tries|try|pass)\b"
                           r"|^\s*second\s*$")
_ORDINAL_RUN = {"first": "repeat 1", "second": "repeat 2", "third": "repeat 3",
                "fourth": "repeat 4", "fifth": "repeat 5", "sixth": "repeat 6",
                "seventh": "repeat 7", "eighth": "repeat 8", "ninth": "repeat 9",
                "tenth": "repeat 10", "last": "repeat last",
                "final": "repeat last"}
_ON_AVERAGE = compiled(r"(?:\s+of\s+(?!(?:the|its|their|them|it)\b)[a-z]+)?\s*on\s+average\b",
                       re.I)  # (a noun between: "2,464 bytes of reply on average")
# (a task's name may stand between: "on every invoice matching run", "on all four shift rota
# runs")
# (or "each of its runs", "every one of the runs")
_EVERY_AFTER = compiled(r"(?:\s+of\s+(?!(?:the|its|their|them|it)\b)[a-z]+)?"  # ("of transcript")
                          r"\s*(?:(?:in|on|for|across|over)\s+)?(?:(?:every|each|any)\s+"
                          r"(?:single\s+)?(?:(?:run|repeat|time|attempt|retry)\b|"
                          r"(?:[\w-]+\s+){1,3}?(?:run|repeat|attempt)s?\b)|all\s+"
                          r"(?:[\w-]+\s+){0,4}?(?:runs|repeats|attempts|retries)\b)", re.I)
# "under two seconds on most runs", "over 7.5 s on most of its CSV cleanup runs"
_MOST_AFTER = lazy(r"\s*(?:(?:in|on|for|across|over)\s+)?(?:most|the\s+majority)\s+"
                         r"(?:of\s+)?(?:(?:its|their|the)\s+)?(?:[\w-]+\s+){0,2}?"
                         r"(?:runs|repeats|attempts)\b", re.I)
# "under 40 s in two of its three runs": a count of the runs it holds for (exactly so many).
_N_OF_AFTER = lazy(r"\s*(?:(?:in|on|for|across|over)\s+)?(one|two|three|four|five|six|[1-9])"
                   r"\s+of\s+(?:(?:its|their|the)\s+)?(?:(?:two|three|four|five|six|seven|eight|"
                   r"nine|ten|\d+)\s+)?(?:[\w-]+\s+){0,2}?(?:runs|repeats)\b", re.I)
# Before the figures: "Four of Stoat R2's five lock-order runs took under 27 seconds".
_N_OF_RUNS = compiled(r"(?i)(?<!all\s)\b(two|three|four|five|six|seven|eight|nine|[1-9]|"
                      r"[1-9]\d{1,2})\s+of\s+"
                      # ("Its six runs stayed between ..., and 5 of them finished in under 4.7 s")
                      r"(?:them(?=\s+(?:finished|completed|took|ran|stayed|landed|needed|"
                      r"ended|exited)\b)|"
                      rf"(?:(?:its|their|the)\s+|[\w.\u2019'-]+(?:\s+[\w.-]+){{0,2}}?{POSSESSIVE}\s+)?"
                      r"(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+)?"
                      # ("Two of Fourchette Crescent's three other Flageolet buzz runs")
                      r"(?:(?:[\w.-]+\s+){0,3}?(?:runs|repeats)\b"
                      # (the runs' noun left out after their number: "five of its six finished
                      # under 5.5 seconds")
                      r"|(?:two|three|four|five|six|seven|eight|nine|ten|\d+)(?=\s+(?:finished|"
                      r"completed|took|ran|came|stayed|landed|were|needed|wrote|returned|ended|"
                      r"sat)\b)"
                      # (or what the runs wrote, after their number: "two of its three Calanque
                      # summaries came in under 2.4 seconds")
                      r"|(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+"
                      r"(?:[\w.-]+\s+){0,2}?(?!(?:tokens|bytes|failures|errors|seconds|words|"
                      r"characters)\b)[a-z]+s(?=\s+(?:finished|completed|took|ran|came|"
                      r"stayed|landed|needed|wrote|returned|ended|sat)\b)))")
# A run ranked second by its time: "second-fastest", "2nd slowest", "the next slowest".
_SECOND_RANK = compiled(r"(?i)\b(?:second|2nd|next)[\s-]+(?:fastest|quickest|slowest)\b")
# "More than half of Scaup 2.1's runs", "more than half the runs": most runs.
_MORE_THAN_HALF = compiled(r"(?i)\bmore\s+than\s+half\s+(?:of\s+)?(?:(?:its|their|the)\s+|"
                           rf"[\w.\u2019'-]+(?:\s+[\w.-]+){{0,2}}?{POSSESSIVE}\s+)?"
                           r"(?:[\w.-]+\s+){0,3}?(?:runs|repeats)\b")
# "All but one of them are below 1 second", "all but one run took": every run but one.
_ALL_BUT_ONE_BEFORE = compiled(r"(?i)\ball\s+but\s+(?:one|1)\b(?=\s+(?:of\s+(?:them|those|these|"
                               r"its|their|the)\b|of\s+[^.;:]{1,60}?\b(?:runs|repeats)\b"
                               r"|(?:[\w-]+\s+){0,2}?(?:runs?|repeats?)\b))")  # (or "of X's
# patch review runs")
# The one run "all but one" leaves out, named in a clause of its own after it.
# A clause about the one run that ended so, after a ";": "; the rate-limited one gave up".
_THE_ENDED_ONE = compiled(rf"(?i);\s*(?:the|its)\s+(?:{ENDED})\s+(?:one|run|repeat)\b")
_THE_EXCEPTION = compiled(r"(?i)[;:(]\s*(?:the\s+|that\s+|this\s+)?(?:exception|odd\s+one"
                          r"(?:\s+out)?|one\s+(?:that|which|run\s+that)|outlier|other\s+one|"
                          r"one\s+left|remaining\s+one)\b")
_ALL_BUT_ONE_AFTER = lazy(r"\s*(?:(?:in|on|for|across|over)\s+)?(?:all|every)\s+but\s+"
                                r"(?:one|1)\b", re.I)
_HEADER_UNITS = tuple((re.compile(p), unit) for p, unit in (
    (r"\bexit\b|^\s*code\s*$", "exit"),
    (r"\bbytes?\s*(?:/\s*s\b|per\s+s)|\bb/s\b", "bytes/s"),
    (r"tok(?:en)?s?\s*/\s*s|tokens?\s+per\s+s|throughput|\brate\b|tps", "tokens/s"),
    (r"\(\s*ms\s*\)|\bms\b|millisecond", "ms"),
    (r"\(\s*s\s*\)|\bseconds?\b|\bsecs?\b|wall|\btime|runtime|latency|ttft|ttfo|duration", "s"),
    (r"\(\s*kib\s*\)|\bkibibytes?\b", "KiB"),  # "| Output (KiB) |": 1,024 bytes
    (r"\(\s*kb\s*\)|\bkilobytes?\b", "KB"),  # "| Output (KB) |": thousands of bytes
    (r"\bbytes?\b|\(\s*b\s*\)|\bsize\b", "bytes"),
    (r"tokens?|\bceiling\b|max_tokens", "tokens"),
    (r"%|\bshare\b|percent", "%"),
    (r"speed-?up|\bratio\b|\btimes\b|\(x\)", "x"),
))
_HINT_RE = compiled("|".join(f"(?P<h{i}>{p.pattern})" for i, (p, _) in enumerate(_HINT_WORDS)),
                      re.I)
_HINT_NAMES = [name for _, name in _HINT_WORDS]


def _letters(words: str) -> str:
    """``"a|b|c"`` (literal words) grouped by their first letters (see ``by_first_letter``)."""
    return by_first_letter((word[:1], word[1:]) for word in words.split("|"))


# A word each of _HINT_WORDS needs, lowered: text (folded) without any names no field.
_HINT_KEYS = compiled(_letters("first|ttf|wall|end|total|in all|all told|stream|reason|thinking|"
                                 "began|begin|begun|start|"
                                 "thought|deliberat|"
                                 "completion|content|answer|visible|output|prompt|input|"
                                 "ceiling|budget|limit|cap|max|decod"))


def _may_hint(window: str) -> bool:
    """Whether ``window`` can name a field: the words cut from it for a hint are its own, so
    without a hint word in the whole window there is none in them."""
    low = folded(window)
    return low is None or _HINT_KEYS.search(low) is not None


# Where each of _HINT_WORDS can start, lowered: the slow case-blind pattern is tried only
# there (the same matches as scanning every position, which costs 15 us a window).
_HINT_STARTS = compiled(_letters("time|ttf|first|wall|end|total|in all|in total|all told|"
                                   "start|began|begin|begun|stream|its|their|"
                                   "print|wrote|writes|show|repl|text|"
                                   "reason|thinking|thought|"
                                   "deliberat|completion|content|answer|visible|output|prompt|"
                                   "input|ceiling|budget|limit|cap|max|decod"))


def _hints(text: str) -> list[str]:
    """The field hints named in ``text``, in order."""
    found = finditer(_HINT_RE, text, _HINT_STARTS, folded(text))
    return [_HINT_NAMES[int((match.lastgroup or "h0")[1:])] for match in found]
_STOP_BEFORE = compiled(r".*(?:[,;:.!?()\d]|\b(?:and|but|while|whereas)\b)", re.I | re.S)
# "from 0.9 to ", "between 27.65 and ", "5.74-": the bottom of a range before its top.
# (Either end may carry an approximation: "from about 11.9 to about 13.2 seconds".)
_APPROX_WORD = r"(?:(?:about|around|roughly|approximately|nearly|almost)\s+)?"
_RANGE_LOW = compiled(r"(?:\b(?:from|between)\s+)?" + _APPROX_WORD
                        + r"[~≈]?\d[\d,.]*(?:\s*[A-Za-z/%]+)?"
                        r"\s*(?:to|and|[-\u2013\u2014])\s*" + _APPROX_WORD + "$")
# " to 1.4 seconds", " s and 27.65 s", "-1.4 s": the top of a range after its bottom.
_RANGE_HIGH = compiled(r"(?:\s*[A-Za-z/%]+)?\s*(?:to|and|[-\u2013\u2014])\s*" + _APPROX_WORD
                         + r"[~\u2248]?\d[\d,.]*"
                         r"(?:\s*(?:tokens?\s*(?:/\s*s|per\s+second)|[A-Za-z/%]+))?")
# "511.1 tokens per second once its first token had arrived", "251.4 tokens per second once you
# take away the 0.62 seconds before its first token": the rate after the wait for the first
# token, the decode rate (the words name the time to first token, which no rate is).
_ONCE_FIRST_TOKEN = compiled(r"(?i)\s*(?:(?:once|after|since|from\s+the\s+moment|"
                             r"(?:(?:counted|measured|timed)\s+)?from"
                             # ("if you start the clock at the first token")
                             r"|(?:if|when)\s+(?:you|we|one)\s+(?:start|begin)\s+(?:the\s+)?"
                             r"(?:clock|timer|timing|counting)\s+(?:at|from|with))\s+"
                             r"|(?:once\s+(?:you\s+|we\s+)?(?:take|took|strip|subtract)\w*"
                             r"(?:\s+(?:away|out|off))?|without|leaving\s+out|excluding|minus)"
                             r"\s+the\s+(?:\d[\d.,]*\s*(?:s|ms|seconds?)\s+|wait\s+)?"
                             r"(?:before|for)\s+)(?:its|the|their)\s+first\s+token\b")
# ... or before it: "once the first token had arrived it was nearer 278 tokens per second".
# (or "counted from its first token, the rate was 343.7 tokens per second")
_FIRST_TOKEN_CAME = compiled(r"(?i)\b(?:(?:once|after|since)\s+(?:its|the|their)\s+first\s+token\s+"
                             r"(?:had\s+|has\s+|was\s+)?(?:arrived|came|appeared|landed|showed"
                             r"|streamed|been\s+(?:received|streamed))"
                             r"|(?:counted|measured|timed)\s+from\s+(?:its|the|their)\s+first\s+"
                             r"token)\b[^.;:\d]*$")
# The wait before the answer's first word, after a time: "... went by before a single word
# appeared", "before any text showed".
_BEFORE_FIRST_WORD = compiled(r"(?i)(?:\s+[\w'\u2019]+){0,6}?\s+before\s+(?:a|the|any|its|their)"
                              r"\s+(?:single\s+|first\s+)?(?:word|character|letter|line|text|"
                              r"(?:answer|output)[\s-]+(?:byte|chunk|text))\b")
# A whole the figure is a part of, after it: "22.41 seconds out of a median wall time of ...".
_WHOLE_AFTER = compiled(r"(?i)\s*(?:out\s+of|of)\s+(?:a|an|the|its|their)\s+(?:median\s+|mean\s+|"
                        r"total\s+)?(?:wall|end-to-end|total)\b")
# A verb of writing the answer right before a token count: "before writing 193 tokens".
# ... after reasoning tokens counted in its sentence: "spent 841 reasoning tokens before".
_REASONING_SPENT = compiled(r"(?i)\d\s+reasoning\s+tokens?\b|\btokens?\s+(?:of|on)\s+reasoning\b")
_WRITING_BEFORE = compiled(r"(?i)\b(?:writing|wrote|writes|to\s+write)\s+(?:only\s+|just\s+)?$")
# The whole after a part of it, then what the part went on: " of its 2,612 completion tokens
# on reasoning", " of that run's 3,104 on the answer", " of Sinopia's 5,236 completion tokens
# on its first run were reasoning".
_PART_SPENT_ON = compiled(
    rf"(?i)\s+(?:out\s+of|of)\s+{PART_OWNER}"
    r"\s+[\d,]+\s+(?:(?:completion|output|generated)\s+)?(?:tokens?\s+)?"
    r"(?:on\s+(?:its|their|that)\s+\w+\s+run\s+)?(?:on|for|in|(?:were|was)(?:\s+spent\s+on)?)"
    r"\s+(?:the\s+|its\s+)?(reasoning|thinking|thought|answer|content)\b")
# (a spelled figure names its own field: "1,706 bytes with zero reasoning tokens")
_STOP_AFTER = compiled(r"[,;:.!?()\[\]\d]|\b(?:and|but|while|whereas|which|that|zero|against|"
                       r"versus|vs|compared)\b", re.I)  # ("2,008 tokens against a median
# completion of 2,543": the field after "against" is the next figure's)


_PAREN_UNITS = {"s": "s", "sec": "s", "secs": "s", "seconds": "s", "ms": "ms", "bytes": "bytes",
                "b": "bytes", "tokens": "tokens", "tok": "tokens", "tokens/s": "tokens/s",
                "tok/s": "tokens/s", "t/s": "tokens/s", "bytes/s": "bytes/s", "b/s": "bytes/s",
                "%": "%", "x": "x"}
_PAREN_UNIT = compiled(r"\(\s*(" + "|".join(re.escape(u) for u in sorted(
    _PAREN_UNITS, key=len, reverse=True)) + r")\s*\)")


_RATIO_HEADER = compiled(r"\bratios?\b|\bspeed-?ups?\b")


@lru_cache(maxsize=4096)
def header_unit(text: str) -> tuple[str | None, str | None]:
    """The unit (and field hint) a table header gives its column."""
    low = text.lower()
    if not low.strip():
        return None, None
    if "http" in low and _HTTP_HEADER.search(low):
        return None, "http"  # "HTTP status": no unit of the results, the run's http_status
    if ("attempt" in low or "tries" in low) and _ATTEMPTS_HEADER.fullmatch(low):
        return None, "attempts"  # "| Attempts |": each cell the run's attempts
    if "rate" in low and (rated := _RATE_COLUMN.fullmatch(low)) is not None:
        return "%", f"column {rated.group(1)}"  # "Success rate": shares of runs
    if "runs" in low and (counted := _RUNS_COLUMN.fullmatch(low)) is not None:
        return "runs", f"column {counted.group(1)}"  # "Successful runs": counts of runs
    if "second" in low:
        low = _ORDINAL_SECOND.sub(" ", low)
    if ("ratio" in low or "speed" in low) and _RATIO_HEADER.search(low):
        return "x", None  # not "SQL migration wall (s)" or "Generation time (s)"
    if "(" in low and (paren := _PAREN_UNIT.search(low)) is not None:
        unit = _PAREN_UNITS[paren.group(1)]  # "Second (bytes)": the unit in parentheses
        return unit, None if unit == "x" else hint_of(low, unit)
    if "first" in low and (first := _FIRST_HEADER.fullmatch(low)) is not None:
        return "s", "ttft" if first.group(1) is None else "ttfo"  # "| First token | First
        # reply byte |": the times to them (a unit in brackets was read above)
    for pattern, unit in _HEADER_UNITS:
        if pattern.search(low):
            if unit == "tokens/s":  # "Decode tok/s", "End-to-end tokens/s"
                return unit, hint_of(low, unit)
            return unit, None if unit in ("exit", "x") else hint_of(low, unit)
    return None, None


# A column of times to the first token or output, its unit left out: "First token", "First
# reply byte", "Time to first output".
# (after a task's name too: "Spiling, first answer byte")
_FIRST_HEADER = compiled(r"\s*(?:[^,]{1,40},\s*)?(?:(?:time|wait)\s+to\s+(?:the\s+)?)?"
                         r"first\s+(?:token|(?:[a-z]+\s+)?"
                         r"(byte|character|char|word|line|output|text))\s*")  # ("First
# letter byte": the first byte of what the task writes)
# Two statistics named together, then their figures in the same order: "Perch's Chaldron median
# and mean are 4.97 and 5.03 s, respectively" (not "... faster at the median and its mean is
# 0.64": the first closes its clause).
_STATS_PAIRED = compiled(r"(?i)(?<!\bat\sthe\s)(?<!\bat\s)(?<!\bby\sthe\s)(?<!\bon\s)"
                         r"\b(median|mean|average)s?\s+and\s+(?:its\s+|the\s+|their\s+)?"
                         r"(median|mean|average)s?\s*(?:(?:are|were|is|was|came\s+to|of|at|"
                         r"stood\s+at)\s+|:\s*)(?:about\s+)?")
_FIRST_OF_PAIR = compiled(r"[~\u2248]?\d[\d,]*(?:\.\d+)?\s*(?:s|ms|seconds|bytes|tokens)?\s*"
                          r",?\s+and\s+(?:about\s+)?")
_STAT_NAME = {"median": "median", "mean": "mean", "average": "mean"}
_ATTEMPTS_HEADER = compiled(r"\s*(?:attempts|tries|http\s+attempts)(?:\s*\([^)]*\))?\s*")
_HTTP_HEADER = compiled(r"\bhttp\b(?:\s+(?:status|code|response))?")
# A column of counts of runs that ended so: "Successful runs", "Failed runs".
_RUNS_COLUMN = compiled(r"\s*(successful|finished|completed|clean|failed|truncated|timed[- ]out"
                        r"|filtered|rate[- ]limited)\s+runs\s*")
_RATE_COLUMN = compiled(r"\s*(success|failure|error)\s+rate\s*(?:\(\s*%\s*\))?\s*")
_FLAG_HEADER = compiled(r"--?(?P<name>[A-Za-z][\w-]*)")


def label_flag(block: Block) -> str | None:
    """The flag a table row's label names in its one code span, among other words
    ("Completion ceiling (`--max-tokens`)"): each cell of the row is its value."""
    if len(block.codes) != 1:
        return None
    content = block.codes[0].content.strip()
    if content in PARAM_NAMES and content != "n":
        return content
    found = _FLAG_HEADER.fullmatch(content)
    return found.group("name") if found is not None and content.startswith("--") else None


def header_flag(block: Block) -> str | None:
    """The flag a table header is, written as one code span ("`--max-tokens`"): each cell
    below it is that flag's value for the row's lane."""
    if len(block.codes) != 1 or len(block.plain.strip()) > 1:
        return None
    content = block.codes[0].content.strip()
    if content in PARAM_NAMES and content != "n":
        return content  # "`max_tokens`", "`temperature`": the request's params
    found = _FLAG_HEADER.fullmatch(content)
    return found.group("name") if found is not None else None


def hint_of(text: str, unit: str) -> str | None:
    table = m.HINTS.get(unit, {})
    best: tuple[int, str] | None = None
    for pattern, hint in _HINT_WORDS:
        if hint not in table:
            continue
        found = pattern.search(text)
        if found and (best is None or found.start() < best[0]):
            best = (found.start(), hint)
    return best[1] if best else None


# Where a _STAT_WORD match can start, in lowered text: case-sensitive literals scan fast.
# Every _STAT_WORD word but "averag…" ends at a word boundary: "seconds" is no candidate.
_STAT_WORDS = ("median", "medians", "mean", "avg", "fastest", "quickest", "slowest", "best",
               "worst", "minimum",
               "lowest",
               "shortest", "smallest", "least", "maximum", "highest", "longest", "largest",
               "most", "first", "second", "third", "fourth", "fifth", "sixth", "seventh",
               "eighth", "ninth", "tenth", "last", "final", "every",
               "each", "all", "both")
_STAT_START = compiled(
    r"\b(?:" + by_first_letter([("a", "verag"), *((w[0], w[1:] + r"\b") for w in _STAT_WORDS)])
    + r"|\d+(?:st|nd|rd|th)\b)")


def _stat_matches(plain: str, low: str | None = None) -> list[re.Match[str]]:
    """``_STAT_WORD.finditer(plain)``, trying the slow case-blind pattern only where a
    lowered stat word starts. Exact: a match starts with one of them, and never inside
    another candidate (it needs a word boundary there)."""
    if low is None:
        low = folded(plain)
    if low is None:
        return list(_STAT_WORD.finditer(plain))
    found: list[re.Match[str]] = []
    pos = 0
    for candidate in _STAT_START.finditer(low):
        at = candidate.start()
        if at < pos:
            continue
        match = _STAT_WORD.match(plain, at)
        if match is not None:
            found.append(match)
            pos = max(match.end(), at + 1)
    return found


def stats_of(ctx: BlockContext) -> list[tuple[int, str]]:
    """``block_stats`` of a block, computed once (kept in ``ctx.stats``); with "every Quokka
    3.5 subject line", a quantifier over the runs a task's name stands for."""
    if ctx.stats is None:
        named: list[tuple[int, str]] = []
        ends = {mention.end for mention in ctx.tasks}
        if ctx.tasks and (ctx.low is None or "first" in ctx.low or "second" in ctx.low
                          or "third" in ctx.low or "fourth" in ctx.low or "fifth" in ctx.low) \
                and _ORDINAL_HINT.search(ctx.block.plain):
            # "Gannet Pro's second citation check": an ordinal before a task's name is that
            # repeat (the task's name stands for its run)
            named = [(m.start(1), _ORDINAL_RUN[m.group(1).lower()])
                     for m in _ORDINAL_NAMED.finditer(masked_text(ctx)) if m.end() in ends
                     and _PART_AFTER.match(ctx.block.plain, m.end()) is None]  # (not "Pipa's
            # first Dulcimer Court token": a part of an answer)
        ctx.stats = block_stats(ctx.block.plain, ctx.low, named, ctx.lane_count)
        if ctx.tasks and ctx.stats:  # (a task's own words are no statistic: "its third peak
            # uplift run", a task titled "Peak uplift")
            ctx.stats = [(at, stat) for at, stat in ctx.stats
                         if not any(mn.start <= at < mn.end for mn in ctx.tasks)]
        if ctx.tasks and _EVERY_HINT.search(ctx.block.plain):
            found = [(m.start(), "all") for m in _EVERY_NAMED.finditer(masked_text(ctx))
                     if m.end() in ends and not any(at == m.start() for at, _ in ctx.stats)]
            if found:
                ctx.stats = sorted(ctx.stats + found)
    return ctx.stats


# "every Quokka 3.5 subject line", "each squash summary": a quantifier and a task's name (a
# lane's before it), in masked text (names blanked to NUL).
_ORDINAL_HINT = compiled(r"(?i)\b(?:first|second|third|fourth|fifth)\s")
_ORDINAL_NAMED = compiled(r"(?i)(?:(?:['\u2019]s|\bits|\btheir|\bthe)\s+"
                          # (or opening a sentence: "Third morning rollcall: first token after
                          # 0.55 s")
                          r"|(?:^|(?<=[.:;!?]\s)|(?<=\n)|(?<=[-*]\s))(?=(?-i:[A-Z])))"
                          r"(first|second|third|fourth|fifth)\s+\x00+(?=[\s.,;:!?)]|$)")
_EVERY_HINT = compiled(r"(?i)\b(?:every|each)\s")
_EVERY_NAMED = compiled(r"(?i)\b(?:every|each)\s+(?:\x00+(?:['\u2019]s?)?\s+)?\x00+")


def _counted_other_than(word: str | None, lanes: int) -> bool:
    """Whether "the fastest of the five" counts something other than the lanes (its runs):
    the number is not how many lanes there are."""
    if word is None or lanes <= 0:
        return False
    return count_of(word) not in (0, lanes)


# The run a superlative picks, by wall time, for the superlative or the run it names.
_SUPERLATIVE_RUNS = {"fastest": "fastest run", "slowest": "slowest run",
                    "fastest run": "fastest run", "slowest run": "slowest run"}
# "mean" as a verb: after its subject or an auxiliary, at the end of its clause or before what
# it means ("## What the numbers mean", "these figures mean for the desk"; not "21.33 seconds
# mean", "(mean: 4.86 seconds)").
_MEAN_VERB_AFTER = compiled(r"(?i)\s*(?:$|[?!.;]|\s+(?:for|that|to|in\s+practice|anything|"
                            r"nothing|much|little)\b)")
_MEAN_SUBJECT = compiled(r"(?i)\b(?:numbers|figures|results|they|these|those|we|you|does|do|did|"
                         r"will|would|could|can|may|might|should|must|to)\s+$")
# A superlative giving the order of a list: "fastest first", "slowest last", "(fastest to
# slowest)"; and the second superlative of "from fastest to slowest".
_ORDERING = frozenset({"fastest", "quickest", "slowest", "longest", "shortest", "largest",
                       "smallest", "lowest", "highest"})
_ORDER_AFTER = compiled(r"(?i)\s+(?:(?:first|last)(?![\w-]|\s+[a-z])|to\s+(?:the\s+)?(?:fastest|"
                        r"quickest|slowest|longest|shortest|largest|smallest|lowest|highest)\b)")
_ORDER_BEFORE = compiled(r"(?i)\b(?:fastest|quickest|slowest|longest|shortest|largest|smallest|"
                         r"lowest|highest)\s+to\s+(?:the\s+)?$")
# A superlative naming one run, its task's words between: "its fastest fee waiver run".
_SUPERLATIVE_GAP_RUN = compiled(rf"(?i)\s+(?!{_COUNT})(?!(?:{ENDED})\b)(?:{_GAP_WORD}\s+){{1,4}}?"
                                r"(?:run|repeat)\b")


def _one_run(plain: str, end: int, noun: str, stat: str) -> str:
    """"fastest run" for a superlative naming one run ("its fastest run took 3.87 s and wrote
    1,969 bytes": that run's figures, by wall time), else the statistic itself ("its fastest
    time", "the quickest of its runs": the least of the field)."""
    if stat in ("fastest", "slowest") and (noun in ("run", "repeat") or (
            not noun and _SUPERLATIVE_GAP_RUN.match(plain, end) is not None)):
        return f"{stat} run"
    return stat


# "every run counted", "all runs included": what an aggregate is taken over, no bound on each.
_COUNTED_AFTER = compiled(r"(?i)\s+(?:counted|included|considered)\b")


def block_stats(plain: str, low: str | None = None,
                seeds: list[tuple[int, str]] | None = None, lanes: int = 0
                ) -> list[tuple[int, str]]:
    """(offset, statistic) of every statistic wording in a block, in order (``low``:
    ``folded(plain)`` when the caller has it; ``seeds``: repeats named in ways only the
    block's names show, "Gannet Pro's second citation check", which elided ordinals after
    them follow)."""
    found: list[tuple[int, str]] = []
    for match in _stat_matches(plain, low):
        word = match.group(1).lower()
        noun = (match.group(2) or "").lower()
        if word.startswith("averag") or word == "avg":
            if not (found and found[-1][1].startswith("repeat")
                    and _CLAUSE_BREAK.search(plain, found[-1][0], match.start()) is None):
                found.append((match.start(), "mean"))  # (not "its first run averaged 405.7
                # tokens per second": a rate over that one run)
        elif word == "most" and (noun.startswith(("run", "repeat", "attempt", "tr"))
                                 or _MOST_QUESTIONS.match(plain, match.end()) is not None
                                 or _QUANTIFIED_RUN.match(plain, match.end()) is not None):
            found.append((match.start(), "most"))  # "on most runs", "most of its runs"
        elif word in ("best", "worst"):
            if noun.startswith(("run", "repeat", "attempt", "tr", "case")) \
                    or (not noun and plain[max(0, match.start() - 3):match.start()].lower()
                        == "at ") \
                    or (not noun and _ORDINAL_GAP_RUN.match(plain, match.end())) or (
                    not noun and _ELIDED_FIGURE.match(plain, match.end()) is not None
                    and _ELIDED_BEFORE.search(plain, max(0, match.start() - 32),
                                              match.start()) is not None):
                # "its best run took 10.73 s and its worst 13.92 s": the fastest, the slowest
                found.append((match.start(), _one_run(plain, match.end(), noun,
                                                      "fastest" if word == "best" else "slowest")))
        elif word in ("least", "most"):
            if not plain[max(0, match.start() - 3):match.start()].lower().endswith("at ") \
                    and _PART_OF.match(plain, match.end()) is None \
                    and _MOST_ADJECTIVE.match(plain, match.end()) is None:
                # (not "streamed reasoning for most of its 23.51 seconds": a part of it)
                found.append((match.start(), _STAT_OF[word]))
        elif word == "mean" and _MEAN_VERB_AFTER.match(plain, match.end()) is not None \
                and _MEAN_SUBJECT.search(plain, max(0, match.start() - 12),
                                         match.start()) is not None:
            continue  # "## What the numbers mean", "what that means for": the verb
        elif word in _ORDERING and not noun and (
                _ORDER_AFTER.match(plain, match.end()) is not None
                or _ORDER_BEFORE.search(plain, max(0, match.start() - 24),
                                        match.start()) is not None):
            continue  # "Median wall time, fastest first: ...", "from fastest to slowest": an
            # order the list is in, no statistic of its figures
        elif word in _STAT_OF:
            of_the = _OF_THE_LANES.match(plain, match.end())
            if _OF_BUDGET.match(plain, match.end()) is None \
                    and (word in ("median", "medians", "mean")
                         or _OF_ALL.match(plain, match.end()) is None) \
                    and (of_the is None or word in ("median", "medians", "mean")
                         or _counted_other_than(of_the.group(1), lanes)) \
                    and not (word in ("smallest", "largest")
                             and _LANE_NOUN_AFTER.match(plain, match.end())) \
                    and not (plain[max(0, match.start() - 6):match.start()].endswith("the ")
                             and _APPOSED_BEFORE.search(plain, max(0, match.start() - 8),
                                                        match.start()) is not None
                             and _APPOSED_NOUN.match(plain, match.end()) is not None) \
                    and (_RUN_APPOSITION.search(plain, max(0, match.start() - 64),
                                                match.start()) is None
                         or _COUNTING_RUN.search(plain, max(0, match.start() - 64),
                                                 match.start()) is not None
                         or _EVERY_RUN_APPOSED.search(plain, max(0, match.start() - 64),
                                                      match.start()) is not None
                         or _DROPPED_RUN.search(plain, max(0, match.start() - 64),
                                                match.start()) is not None):
                # (but "finished every Barachois run, the slowest in 18.92 s": the slowest
                # of every run; nor a run dropped: "if you drop the truncated run, the mean of
                # the other two is 14.36 s")
                # (not "Saola's second run, the quickest of its three, took 7.61 s" or "X's
                # third run was its quickest: it took ...": the named run, described; but
                # "Counting the failed one, its median is ..." names a statistic)
                # (not "Vole, the smallest solver in the test, ...": the lane's size)
                found.append((match.start(), _one_run(plain, match.end(), noun, _STAT_OF[word])))
        elif word in _ORDINAL_RUN or word[:1].isdigit():
            if word == "first" and (not noun or noun.startswith(("repl", "respons", "answer")))\
                    and _FIRST_PART.match(plain, match.end()):
                continue  # "waited 38.62 seconds for the first notice byte", "its first reply
                # text after 16.84 seconds": a part of an answer (its first byte, token, word or
                # text), no run
            if word[:1].isdigit() and not noun and _RUNS_ON_THE.search(
                    plain, max(0, match.start() - 16), match.start()) is not None:
                continue  # "the 27 runs on the 8th": a day of the month, not a run of them
            if not noun and _TRY_BEFORE.search(plain, max(0, match.start() - 60),
                                               match.start()) is not None:
                continue  # "rate-limited on its first try and succeeded on the second": the
                # second try, no run
            glued = match.start() > 0 and plain[match.start() - 1] in "-0123456789"
            repeated = any(stat.startswith("repeat") for _, stat in found) or any(
                at < match.start() for at, _ in seeds or ())
            elided = not noun and repeated and (
                ((_ELIDED_RUN.match(plain, match.end()) is not None
                  or _ELIDED_ENDED.match(plain, match.end()) is not None)
                 and _ELIDED_OWNER.search(plain, max(0, match.start() - 24),
                                          match.start()) is not None)
                or (_ELIDED_ENDED.match(plain, match.end()) is not None
                    and _ELIDED_POSSESSOR.search(plain, max(0, match.start() - 48),
                                                 match.start()) is not None)  # ("...; Corolla
                # 3.1's fourth broke off after 17.93 seconds")
                or (_ELIDED_FIGURE.match(plain, match.end()) is not None
                    and (_ELIDED_BEFORE.search(plain, max(0, match.start() - 32),
                                               match.start()) is not None
                         or _ELIDED_POSSESSOR.search(plain, max(0, match.start() - 48),
                                                     match.start()) is not None
                         or _ELIDED_AFTER_FIGURE.search(plain, max(0, match.start() - 40),
                                                        match.start()) is not None)))
            if not noun and not elided and " run" in plain \
                    and _ELIDED_ENDED.match(plain, match.end()) is not None \
                    and _ELIDED_OWNER.search(plain, max(0, match.start() - 24),
                                             match.start()) is not None:
                elided = True  # "19.42 s and 21.07 s on the first two runs; the third timed
                # out (exit 9) at 60.00 s": how a run ended names it, no repeat named before
            if not noun and not elided \
                    and _ON_ORDINAL.search(plain, max(0, match.start() - 40), match.start()):
                elided = True  # "the exit code 65 on the third is a locale bug"
            if not noun and not elided and "xception" in plain[max(0, match.start() - 24):
                                                                match.start()] \
                    and _EXCEPTION_APPOSED.search(plain, max(0, match.start() - 24),
                                                  match.start()) is not None:
                elided = True  # "4 of its 5 runs finished under 25 seconds; the exception,
                # its second, took 26.38": the run left out, named
            if not noun and not elided and _ELIDED_AT_FIGURE.match(plain, match.end()) \
                    and _ELIDED_OWNER.search(plain, max(0, match.start() - 24), match.start()) \
                    and _RUNS_COUNTED_BEFORE.search(plain, max(0, match.start() - 120),
                                                    match.start()) is not None:
                elided = True  # "both runs timed out (exit code 9), the first at 60.00
                # seconds, the second at 41.36 seconds": each of the runs counted before
            if not noun and not elided and _ELIDED_RUN.match(plain, match.end()) \
                    and _ELIDED_OWNER.search(plain, max(0, match.start() - 24), match.start()) \
                    and _RUNS_COUNTED_BEFORE.search(plain, max(0, match.start() - 120),
                                                    match.start()) is not None:
                elided = True  # "two of its three refund runs finished under 12 seconds, and
                # the third, the one that needed 3 attempts ..., took 14.08": the run left
            if not noun and not elided and _ELIDED_ASIDE.match(plain, match.end()) \
                    and _ELIDED_OWNER.search(plain, max(0, match.start() - 24), match.start()):
                elided = True  # "(its third, at 5.39 s, was the slow one)": its third run
            if not noun and not elided and _RUN_APPOSED.search(
                    plain, max(0, match.start() - 24), match.start()) is not None \
                    and _APPOSED_END.match(plain, match.end()) is not None:
                elided = True  # "one of its five runs (the fourth) stopped at ..."
            noun_end = match.end()
            if not noun and not elided \
                    and (gap := _ORDINAL_GAP_RUN.match(plain, match.end())) is not None:
                noun, noun_end = "run", gap.end()  # "its third patch-review run"
            elif not noun and not elided \
                    and _OWNER_BEFORE.search(plain, max(0, match.start() - 4), match.start()):
                if (gap := _ORDINAL_GAP_VERB.match(plain, match.end())) is not None:
                    noun, noun_end = "run", gap.end(1)  # "Ibex's first olympiad proof took"
                elif (one := _ORDINAL_ONE.match(plain, match.end())) is not None:
                    noun, noun_end = "run", one.end()  # "Every Incised lettering run finished
                    # ..., and its third one went at 131.5 tokens per second"
                elif _RUN_VERB.match(plain, match.end()) is not None:
                    noun = "run"  # "; its second got an HTTP 503 on every attempt"
                elif repeated and (gap := _ORDINAL_GAP_FIGURE.match(plain, match.end())):
                    noun, noun_end = "run", gap.end(1)  # "Cassia Max's first screen took
                    # 23.85 seconds and its third screen 24.61 seconds": the verb elided
                elif (on := _ON_ITS_TASK.match(plain, match.end())) is not None \
                        and _RUN_IS_BEFORE.search(plain, max(0, match.start() - 80),
                                                  match.start()) is not None:
                    noun, noun_end = "run", on.end()  # "The run that was cut off is Biga
                    # Pro's fourth on the repair queue: ..." (not "came fourth on the list")
            elif not noun and not elided and repeated \
                    and _ELIDED_BEFORE.search(plain, max(0, match.start() - 32), match.start()) \
                    and _RUN_VERB.match(plain, match.end()) is not None:
                noun = "run"  # "the first run took 3.06 s, the second exited with code 2"
            elif not noun and not elided \
                    and plain[max(0, match.start() - 4):match.start()].lower() == "the " \
                    and _RUN_VERB.match(plain, match.end()) is not None \
                    and RUN_NOUN.search(plain, max(0, match.start() - 80),
                                                match.start()) is not None:
                noun = "run"  # "its runs were steady: the first took 1.62 s and the third
                # took 1.87 s" (the runs named before, no repeat yet)
            elif not noun and (one := _ONE_AFTER.match(plain, match.end())) is not None \
                    and RUN_NOUN.search(plain, max(0, match.start() - 80),
                                                match.start()):
                noun, noun_end = "run", one.end()  # "a run that came back empty: the third one"
            elif not noun and (them := OF_THEM.match(plain, match.end())) is not None \
                    and RUN_NOUN.search(plain, max(0, match.start() - 120),
                                                match.start()) \
                    and _UNITS_THEY_ARE.search(plain, max(0, match.start() - 32),
                                               match.start()) is None:
                noun, noun_end = "run", them.end()  # "four runs ..., and on the first of them"
            if (noun and _PART_AFTER.match(plain, noun_end)) \
                    or _PART_AFTER.match(plain, match.end()):
                continue  # "its first answer byte", "the first response token": ttfo, ttft
                # (and "waited 11.27 seconds for its first token and then wrote": no run)
            if (noun.startswith(("run", "repeat", "attempt", "tr", "answer", "respons", "repl"))
                    or elided) and not glued \
                    and _ORDINAL_BEFORE.search(plain, max(0, match.start() - 24),
                                               match.start()) is None \
                    and _FIRST_COUNT.match(match.group(0)) is None \
                    and not (noun.startswith(("attempt", "tr")) and ((
                        found and found[-1][1].startswith("repeat")
                        and SENTENCE_END.search(plain, found[-1][0], match.start()) is None)
                        or _RETRY_BEFORE.search(plain, max(0, match.start() - 80),
                                                match.start()) is not None)):
                # (not one of a list: "its first and second runs took 4.20 and 4.80 s"; nor
                # "its second run ... failed on its first attempt": that run's attempts)
                found.append((match.start(), _ORDINAL_RUN.get(word) or f"repeat {word[:-2]}"))
        elif noun.startswith(("run", "repeat", "attempt", "time", "case", "answer", "respons",
                              "repl")) \
                and not (word == "all" and noun.startswith("time")) \
                and _COUNTED_AFTER.match(plain, match.end()) is None \
                and not _retries(plain, found, match.start(), noun, match.end()) \
                and _DOMAIN_BEFORE.search(plain, max(0, match.start() - 40),
                                          match.start()) is None:
            # (not "Mean wall time over all three runs": what a mean is taken over)
            found.append((match.start(), "all"))
        elif word in ("every", "each", "all", "both") \
                and not plain[max(0, match.start() - 9):match.start()].endswith(_UNITS_COMMA) \
                and not _retries(plain, found, match.start(), noun, match.end()) \
                and _DOMAIN_BEFORE.search(plain, max(0, match.start() - 40),
                                          match.start()) is None \
                and not (noun.startswith("time")
                         and (_TIME_RETRIED.match(plain, match.end()) is not None
                              or _GAVE_UP_AFTER.match(plain, match.end()) is not None)) \
                and (_QUANTIFIED_RUN.match(plain, match.end()) is not None
                or (word in ("every", "each")
                    and _QUANTIFIED_REPLY.match(plain, match.end()) is not None)
                or (word == "all" and _RUNS_THAT_BEFORE.search(plain, max(0, match.start() - 48),
                                                                match.start()) is not None
                    and _FLOATING_ALL_VERB.match(plain, match.end()) is not None)
                # ("its three runs that worked all came in under 3.5 seconds": each of them)
                or (word == "all" and _ALL_COUNTED_VERB.match(plain, match.end()) is not None
                    and _SOME_COUNTED_BEFORE.search(plain, max(0, match.start() - 160),
                                                    match.start()) is not None)
                # ("two of its three runs took more than 30 seconds, and all three took
                # longer than 29 seconds": every run, the noun left out)
                or (word == "all" and found and found[-1][1] == "most"
                    and OF_THEM.match(plain, match.end()) is not None)  # ("answered most
                # questions in well under a second, and all of them in under 3 seconds")
                or (word != "both"  # ("its first and second runs both ended": those two)
                    and _RUNS_BEFORE.search(plain, max(0, match.start() - 12), match.start()))) \
                and not (word == "each" and _ORDINAL_RUN_BEFORE.search(
                    plain, max(0, match.start() - 24), match.start()) is not None):
            # (not "X's fifth run and Y's second run each needed 2 attempts": those runs)
            # "all three of Phi's runs", "every warm call", "every one of them", "OLMo's
            # runs each": a quantifier over the runs.
            found.append((match.start(), "all"))
    if seeds:
        found = sorted(found + [seed for seed in seeds
                                if not any(at == seed[0] for at, _ in found)])
    low = plain.lower() if low is None else low
    if "p50" in low or "peak" in low or "top" in low or "bottom" in low or "typical" in low or (
            "as " in low and _EXTREME_WORDS.search(low) is not None):
        extremes = [(m.start(), _EXTREME_OF[m.lastgroup or ""])
                    for m in _EXTREME.finditer(plain)
                    if not (m.group(0)[:3].lower() == "as " and negated_before(plain, m.start()))]
        # (not negated: "never needed as much as 2 seconds" is a bound over every run)
        if extremes:
            found = sorted(found + extremes)
    if " of" in plain and (counts := [  # (" of\n": "Three of" at a line's end)
            (m.start(), f"{count_of(m.group(1))} of runs")
            for m in _N_OF_RUNS.finditer(plain)]):
        found = sorted(found + counts)  # "Four of Stoat R2's five lock-order runs took ..."
    if "time" in low and any(stat.endswith(" of runs") for _, stat in found):
        # "hit the cap on three of its five runs (exit code 7 each time)": each of the runs
        # counted before it in its sentence, not every run
        found = [(at, next((named for where, named in reversed(found)
                            if where < at and named.endswith(" of runs")
                            and SENTENCE_END.search(plain, where, at) is None), stat)
                  if stat == "all" and _EACH_TIME.match(plain, at) is not None else stat)
                 for at, stat in found]
    if "than half" in low and (more := [(m.start(), "most")
                                      for m in _MORE_THAN_HALF.finditer(plain)]):
        found = sorted(found + more)  # "More than half of Scaup 2.1's runs took over 5 s"
    if ("but one" in low or "but 1" in low or "but\none" in low) \
            and (spared := [(m.start(), "all but one")
                            for m in _ALL_BUT_ONE_BEFORE.finditer(plain)]):
        # (its line may break between the words: "and all but\none of them finished")
        found = sorted([(at, stat) for at, stat in found
                        if not (stat == "all" and any(at == where for where, _ in spared))]
                       + spared)  # "All but one of them are below 1 second."
    if "both" in plain or "Both" in plain:
        # "its third run got HTTP 503; ... its second run got HTTP 500; both gave up after 4
        # attempts": "both" is the two runs named before it, not every run
        found = [(at, stat) for index, (at, stat) in enumerate(found)
                 if stat != "all" or plain[at:at + 4].lower() != "both"
                 or sum(named.startswith("repeat") for where, named in found[:index]
                        if SENTENCE_END.search(plain, where, at) is None) < 2]
        # "exited with code 1 on two of its ten runs ..., and both of those runs wrote zero
        # bytes", "crashed twice ...; both runs returned": the two runs counted before it
        found = [(at, "2 of runs" if stat == "all" and plain[at:at + 4].lower() == "both"
                  and (any(named == "2 of runs" for where, named in found if where < at)
                       or _TWICE_BEFORE.search(plain, max(0, at - 160), at) is not None)
                  else stat) for at, stat in found]
    if ("second" in low or "next" in low or "2nd" in low) \
            and ("fastest" in low or "slowest" in low or "quickest" in low) \
            and (ranks := list(_SECOND_RANK.finditer(plain))):
        # "the second-fastest run took 0.48 s", "was the fifth; the next slowest took 7.25 s":
        # the run ranked second, not the second repeat nor the fastest
        spans = [rank.span() for rank in ranks]
        found = sorted([(at, stat) for at, stat in found
                        if not any(a <= at < b for a, b in spans)]
                       + [(rank.start(), "second " + ("slowest" if "slow" in rank.group(0).lower()
                                                       else "fastest")) for rank in ranks])
    if "attempt" in plain or "tries" in plain:
        # "HTTP 503 on all 4 attempts", "on every one of its 4 attempts": one run's retries,
        # counted, not every run
        found = [(at, stat) for at, stat in found
                 if stat != "all" or _COUNTED_ATTEMPTS.match(plain, at) is None]
    if "run was" in low or "run is" in low:
        for named in _RUN_WAS_ORDINAL.finditer(plain):
            # "Rambutan 3.1's median run was its third: it showed its first token after 0.58
            # seconds": the figures after it are that run's, not the median's
            found = sorted([(at, stat) for at, stat in found
                            if not named.start() <= at < named.end()]
                           + [(named.start(1), _ORDINAL_RUN[named.group(1).lower()])])
    if "faster" in low or "quicker" in low or "slower" in low:
        # "Topaz Vug's quicker run took 13.66 s and its slower one 15.12 s": of two runs, the
        # fastest and the slowest
        found = sorted(found + [(run.start(run.lastindex or 1), "slowest run"
                                 if (run.group(1) or run.group(2)).lower() == "slower"
                                 else "fastest run")
                                for run in _COMPARATIVE_RUN.finditer(plain)])
    return found


# A run named by a comparative, as of two: "its quicker run", "its slower one", "the slower
# run" (not "the quicker one": a lane, "on the bag drop it was the quicker one").
_COMPARATIVE_RUN = compiled(r"(?i)(?:\b(?:its|their)|['\u2019]s)\s+(faster|quicker|slower)\s+"
                            r"(?:run|one|repeat|attempt)\b"
                            r"|\bthe\s+(faster|quicker|slower)\s+(?:run|repeat|attempt)\b")


# A run picked by a middle statistic, then named: "its median run was its third" (not "its
# slowest run was its fifth, at 13.92 seconds": the slowest, checked as such).
_RUN_WAS_ORDINAL = compiled(r"(?i)\b(?:median|mean|average|typical)\s+(?:run|repeat)\s+"
                            r"(?:was|is)\s+(?:its|the)\s+"
                            r"(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
                            r"tenth)\b")


# Wordings of a statistic beyond _STAT_WORD's: "a p50 of 5.06 s", "a typical reply finishes in
# 0.46 s" (the median; not "its first run is typical: ..."), "peaked at 2.91 s", "topped out
# at", "as little as 2.58 s", "as much as 2.91 s", "bottomed out at".
_EXTREME_WORDS = compiled("as (?:much|little|few|long|many)")
_EXTREME = lazy(r"(?i)\b(?:(?P<median>p50|typically|typical(?=\s+(?!of\b)\w))\b"
                r"|(?P<max>peak(?:ed|s|ing)?(?:\s+(?:at|of))?|top(?:ped|s)\s+out\s+at"
                r"|as\s+(?:much|long|many)\s+as(?=\s*[~\u2248]?\d))"
                r"|(?P<min>bottom(?:ed|s)\s+out\s+at|as\s+(?:little|few)\s+as"
                r"(?=\s*[~\u2248]?\d)))")
_EXTREME_OF = {"median": "median", "max": "max", "min": "min"}


# A superlative over the lanes, not their runs: "Redwood XL: slowest of the three, with runs
# ranging from ..." (but "the slowest of its three runs" is a run).
_EACH_TIME = compiled(r"(?i)(?:each|every)\s+time\b")
_OF_THE_LANES = lazy(r"(?i)\s+of\s+(?:the|all)\s+(?:(two|three|four|five|six|[2-9])\b"
                     r"(?!\s+(?:runs|repeats|attempts|tries))|(?:lanes|models|systems|"
                     r"providers|contenders|field)\b)")
# ... or of every lane, after a superlative (not "the lowest median of all": every run's median):
# "Futtock CLI's median is the lowest of all at 2.52 seconds".
_OF_ALL = lazy(r"(?i)\s+of\s+(?:them\s+)?all\b(?!\s+(?:its|their|the)\b)"
               r"|\s+among\s+(?:the\s+)?(?:lanes|models|systems|contenders|field)\b")
# An apposition describing what was named before it: "On the billing dispute, the longest
# script, Sprat Nano ...", "Vole, the slowest model, ...": no statistic over runs.
_APPOSED_BEFORE = compiled(r",\s+the\s+$")
_APPOSED_NOUN = compiled(r"(?i)\s+(?!(?:runs?|repeats?|attempts?|tries|answers?|responses?|"
                         r"replies|reply|outputs?|times?|calls?|requests?|completions?)\b)"
                         r"[a-z-]+\s*,")
_LANE_NOUN_AFTER = lazy(r"(?i)\s+(?:[\w-]+\s+)?(?:models?|solvers?|lanes?|systems?|"
                       r"providers?|entrants?|contenders?)\b")
# (or what the run produced: "X's second run produced its longest summary, 17,436 bytes")
# A run counted in or left out, opening the clause: "Counting the failed one, its median".
_COUNTING_RUN = lazy(r"(?i)\b(?:counting|including|excluding|without|ignoring|dropping"
                     r"|leaving\s+out|setting\s+aside|leave\s+out)\s+(?:the|that|this|its)\s+"
                     r"(?:[\w-]+\s+){0,2}?(?:run|one|repeat)\s*,\s+(?:the|its)\s+$")
_EVERY_RUN_APPOSED = lazy(r"(?i)\b(?:every|each|all(?:\s+(?:its|the|their))?)\s+(?:[\w-]+\s+){0,2}?"
                          r"(?:runs?|repeats?)\s*,\s+the\s+$")
_RUN_APPOSITION = lazy(rf"(?i)(?:\b(?:run|repeat|attempt|one)(?:,|\s+(?:was|is|produced|"
                       r"wrote|gave|returned|had))"
                       # (an ordinal, not a compound's "second": "that 4.88-second failure,")
                       rf"|(?<!-)\b(?:{ORDINAL})\s+(?:[\w-]+\s+){{0,3}}?[\w-]+,)\s+"
                       r"(?:(?:usually|often|typically|normally|also)\s+)?(?:the|its)\s+$")


# A run dropped before a statistic of the rest: "if you drop the truncated run, the ".
_DROPPED_RUN = lazy(r"(?i)\b(?:drop|dropping|leave|leaving|remove|removing|ignore|ignoring|"
                    r"exclude|excluding)\s+(?:out\s+)?(?:the|its|that)\s+(?:[\w-]+\s+){0,2}?"
                    r"(?:run|one)(?:\s+out)?,\s+the\s+$")


def _retries(plain: str, found: list[tuple[int, str]], at: int, noun: str, end: int) -> bool:
    """Whether "every attempt" at ``at`` (ending at ``end``) is a run's retries: its sentence
    named that one run before it ("Its third run got HTTP 502 on every attempt"), or says the
    harness retried ("The harness retried, got HTTP 429 every time", "... each time the run
    was retried")."""
    if not noun.startswith(("attempt", "tr", "time")):
        return False
    if noun.startswith("time") and (_TIME_RETRIED.match(plain, end) is not None
                                    or _GAVE_UP_AFTER.match(plain, end) is not None
                                    or (_STATUS_BEFORE.search(plain, max(0, at - 16), at)
                                        and found and found[-1][1].startswith("repeat")
                                        and SENTENCE_END.search(plain, found[-1][0], at) is None)):
        return True  # ("... HTTP 503 every time, so the harness gave up after 3 attempts";
        # "X's third run was refused with HTTP 429 every time": what each of its requests got)
    if (retried := _RETRIED.search(plain, max(0, at - 80), at)) is not None \
            and SENTENCE_END.search(plain, retried.end(), at) is None:
        return True
    if noun.startswith("time"):
        return False
    if found and found[-1][1].startswith("repeat") \
            and SENTENCE_END.search(plain, found[-1][0], at) is None:
        return True
    ended = last(_ENDED_RUN.finditer(plain, max(0, at - 120), at))
    if ended is not None and SENTENCE_END.search(plain, ended.end(), at) is None:
        return True  # "X's rate-limited shipping run got HTTP 429 on every attempt": its retries
    remaining = last(_REMAINING_RUN.finditer(plain, max(0, at - 120), at))
    if remaining is not None and SENTENCE_END.search(plain, remaining.end(), at) is None:
        return True  # "...; the remaining run got HTTP 503 on every attempt": its retries
    numbered = last(NUMBERED_RUN.finditer(plain, max(0, at - 120), at))
    return numbered is not None and SENTENCE_END.search(plain, numbered.end(), at) is None \
        and not any(numbered.start() < where < at for where, _ in found)
    # ("Skua Mini's run 2 never produced a token: the provider answered HTTP 500 on each
    # attempt": "run 2" is that run)


NUMBERED_RUN = compiled(r"(?i)\b(?:run|repeat)\s*#?\d\b")
_ENDED_RUN = compiled(rf"(?i)\b(?:{ENDED})\s+(?:[\w-]+\s+){{0,3}}?(?:run|repeat)\b")


_RETRIED = compiled(r"(?i)\bretr(?:ied|ies|ying|y)\b"
                    # ("... rate-limited to the end: 4 attempts, HTTP 429 each time")
                    r"|\b(?:\d+|two|three|four|five|six)\s+(?:attempts|tries)\b")
# The attempts of one run counted after "every time": "every time, so the harness gave up after
# 3 attempts", "every time (the harness stopped after 3 attempts)".
_GAVE_UP_AFTER = compiled(r"(?i)(?:;\s*)?[^.;]{0,60}?\b(?:after|on\s+all(?:\s+of)?(?:\s+its)?)\s+"
                          r"(?:\d+|two|three|four|five|six)\s+(?:attempts|tries)\b")
# An HTTP status right before "every time": what each request of the run got back.
_STATUS_BEFORE = compiled(r"(?i)\bHTTP\s+\d{3}\s+$")
# "HTTP 503 each time the run was retried": the run's attempts.
_TIME_RETRIED = compiled(r"(?i)\s+(?:that\s+|when\s+)?(?:the\s+run|it|the\s+request|the\s+harness)"
                         r"\s+(?:was\s+)?(?:retried|retries|tried\s+again)\b")
_COUNTED_ATTEMPTS = compiled(r"(?i)(?:all|every|each)(?:\s+one)?(?:\s+of)?(?:\s+(?:its|their|the))?"
                             r"\s+(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+"
                             r"(?:attempts|tries)|(?<=its\s)attempts|(?<=their\s)attempts)\b")
# Before "the third attempt" in its sentence: the attempts are one run's requests ("was
# rate-limited twice, then succeeded on the third attempt"), not its third repeat.
_RETRY_BEFORE = compiled(r"(?i)\b(?:rate[- ]limited|retr(?:ied|ies|ying|y)|HTTP\s+\d{3}|"
                         r"backed\s+off)\b[^.!?]*$")
# A quality "most" grades, no statistic over runs: "its answers were the most thorough".
_MOST_ADJECTIVE = compiled(r"(?i)\s+(?:thorough|detailed|accurate|careful|complete|useful|"
                           r"readable|verbose|concise|consistent|reliable|helpful|polished|"
                           r"cautious|capable|expensive|cheap|readable|natural|fluent)\b")
_PART_OF = compiled(r"\s+of\s+(?:its|their|the|his|her)\s"
                    r"|\s+of\s+(?:it|that|this|them|what|which)\b"
                    r"|\s+(?:to|for)\s+(?:us|me|you|them|him|her)\b")  # "most of its ...",
# "most of it spent thinking", "Most of what the models generate", "the case that matters most
# to us": no statistic


_RUN_NOUNS = (r"(?:runs?|repeats?|attempts?|tries|calls?|requests?|answers?|responses?|"
              r"deploys?|deployments?|samples?|trials?|passes|generations?)\b")
# (not "every one of its 4,096 completion tokens", "236 tokens, all of them answer": of the
# figure's units, not of the runs)
_QUANTIFIED_RUN = compiled(
    r"(?i)\s+(?:one\s+of\b(?!\s+(?:its|their|the)\s+[\d,]+\s)"
    # (not "every one of those tokens")
    r"(?!\s+(?:its|their|the|those|these)\s+(?:[\w-]+\s+)?(?:tokens|bytes|words|lines)\b)|(?:of\s+)?(?:[\w-]+[\'\u2019]s\s+|[\w-]+\s+){0,4}?"
    + _RUN_NOUNS + ")")
# "every Scavo reply on Battuto", "each refund reply", "every Roughout draft": a reply of every
# run ("every" and "each" only: not "the most thorough replies", "both of its lender replies").
_QUANTIFIED_REPLY = compiled(r"(?i)\s+(?!(?:kinds?|types?|sorts?)\s+of\b)(?:[\w-]+\s+){1,3}?"
                             r"(?:repl(?:y|ies)|drafts?|answers?|letters?)\b")  # (not "each
# kind of letter": the tasks)
# "all three took", "all four of them finished": the runs counted, their noun left out.
# What runs did, a verb right after "all": "all came in", "all three took".
_RUNS_DID = (r"took|came|finished|completed|ran|stayed|needed|ended|landed|answered|wrote|used|"
             r"spent|got")
_ALL_COUNTED_VERB = compiled(r"(?i)\s+(?:two|three|four|five|six|seven|eight|[2-9])\s+"
                             rf"(?:of\s+them\s+)?(?:{_RUNS_DID}|were|stopped)\b")
# ... after some of the runs counted in the sentence: "two of its three runs took ..., and".
_SOME_COUNTED_BEFORE = compiled(r"(?i)\b(?:one|two|three|four|five|six|[1-9])\s+of\s+"
                                r"(?:its|their|the|[\w-]+['\u2019]s)\s+(?:[\w-]+\s+){0,3}?"
                                r"(?:runs|repeats)\b[^.;]*,\s+(?:and|but)\s+$")
# "most questions", "most citation prompts": the runs, each a question.
_MOST_QUESTIONS = compiled(r"(?i)\s+(?:of\s+(?:its|their|the)\s+)?(?:[\w-]+\s+)?(?:questions|"
                           r"prompts|requests)\b")
_UNITS_COMMA = ("tokens, ", "bytes, ")  # "236 tokens, all of them answer": of the tokens
# (not after a count: "Median wall time per weather lookup, four runs each: ..." says what each
# median is taken over)
# A run named by its ordinal right before a quantifier: "Y's second run each ...".
# (or its noun left out after a lane's possessive: "... and Stilton XL's fourth each needed")
_RUN_ORDINALS = "first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last"
_ORDINAL_RUN_BEFORE = compiled(rf"(?i)(?:\b(?:{_RUN_ORDINALS})\s+(?:runs?|repeats?)"
                               rf"|['\u2019]s\s+(?:{_RUN_ORDINALS}))\s+$")
# Runs a relative clause picks, before a floating "all": "its three runs that worked all".
_RUNS_THAT_BEFORE = compiled(r"(?i)\b(?:runs|repeats)\s+(?:that|which)\s+(?:[a-z-]+\s+){1,3}$")
_FLOATING_ALL_VERB = compiled(rf"(?i)\s+(?:{_RUNS_DID})\b")
_RUNS_BEFORE = compiled(r"(?i)(?<!\d\s)(?<!\btwo\s)(?<!\bthree\s)(?<!\bfour\s)(?<!\bfive\s)"
                        r"(?<!\bsix\s)\b" + _RUN_NOUNS + r"\s+$")


# "(800 ms of 1,200 ms)": a part and its whole in brackets, after the sentence named both.
_OF_FIGURE = compiled(r"\s+of\s+[~\u2248]?\d")
_FIGURE_OF = compiled(r"\s*[~\u2248]?\d[\d,.]*\s*[A-Za-z%/]*\s+of\s+")
# A count of tokens as the whole a part is taken of: "4,200 of its 4,800 tokens", "87.5% of
# its 4,800 tokens", "most of their 2,000 tokens", "out of 4,800 tokens".
_WHOLE_BEFORE = compiled(r"(?i)(?:(?:\d[\d,.]*\s*%?"
                         r"(?:\s+(?:reasoning|thinking|answer|content|reply))?"  # ("1,291
                         # reasoning of 1,622 tokens")
                         r"|most|all|half|much|the\s+bulk|nearly\s+all|"
                         r"almost\s+all|(?:a|one|two)\s+(?:thirds?|quarters?))\s+of|\bout\s+of)"
                         r"\s+(?:its|their|the|his|her)?\s*$")


_NEGATED_FIELD = compiled(r"(?i)\b(?:with\s+no|without|no)\s+[\w-]+")


# What an answer is, after an adjective of its size: "a 142-byte title".
_ANSWER_NOUN_AFTER = compiled(r"(?i)\s+(?:titles?|answers?|repl(?:y|ies)|responses?|"
                              r"descriptions?|summar(?:y|ies)|listings?|translations?|outputs?)\b")
# Bytes "of" a noun of their own after a figure of reasoning bytes: "14,820 bytes of reasoning
# and 3,146 bytes of readout", "... and zero bytes of transcription": the answer's (not a part
# of a whole, "of its 14,820", nor the reasoning by another name, "of hidden reasoning").
_BYTES_OF_NOUN = compiled(r"(?i)\s+of\s+(?:(?:the|its|their)\s+(?=[a-z]))?"  # ("of the digest")
                          r"(?!(?:its|their|the|his|her|them|which|those|these|that|"
                          r"this|a|an|all|each|every|reasoning|thinking|thoughts?|chain|hidden|"
                          r"internal|private|prompts?|inputs?|it)\b)[a-z]+\b"
                          r"(?![\s-]+(?:reasoning|thinking|thoughts?)\b)")
_REASONING_BYTES_BEFORE = compiled(r"(?i)\bbytes\s+of\s+(?:reasoning|thinking|thoughts?)\b|"
                                   r"\breasoning(?:\s+channel)?\s+bytes\b")


def window_hint(plain: str, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """A field named right after the claim ("of output", "were reasoning"), else right before
    it ("a ceiling of")."""
    table = m.HINTS.get(raw.unit or "", {})
    if not table or (raw.start == 0 and raw.end >= len(plain)):
        return None  # (a table cell holding only the claim has no wording around it)
    paren = plain.rfind("(", max(sentence[0], raw.start - 40), raw.start)
    inside = plain[paren + 1:raw.start].strip() if paren >= 0 else ""
    if paren >= 0 and ")" not in inside and (
            (not inside and " of" in plain[raw.end:raw.end + 4]
             and _OF_FIGURE.match(plain, raw.end))
            or (inside and _FIGURE_OF.fullmatch(plain, paren + 1, raw.start))):
        # "X's time to first token is most of its wall time (800 ms of 1,200 ms)": the part
        # is the first field the sentence names, the whole the last
        named = [name for name in _hints(plain[sentence[0]:paren]) if name in table]
        if len(set(named)) > 1:
            return named[-1] if inside else named[0]
    if raw.unit == "bytes" and "output" in table and plain[raw.num_end:raw.end] == "-byte" \
            and _ANSWER_NOUN_AFTER.match(plain, raw.end) is not None:
        return "output"  # "371 reasoning tokens on a 142-byte title": the answer's bytes
    if raw.unit == "tokens" and "completion" in table \
            and " of" in plain[max(sentence[0], raw.start - 40):raw.start] and _WHOLE_BEFORE.search(
            plain, max(sentence[0], raw.start - 40), raw.start) is not None:
        return "completion"  # "spent 4,200 of its 4,800 tokens on reasoning": the whole
    if raw.unit == "tokens" and "content" in table and "wr" in plain[raw.start - 16:raw.start] \
            and _WRITING_BEFORE.search(plain, max(sentence[0], raw.start - 24), raw.start) \
            and _REASONING_SPENT.search(plain, sentence[0], raw.start) is not None:
        # "841 reasoning tokens before writing 193 tokens of actual list": the answer's part
        return "content"
    if raw.unit == "tokens" and "content" in table and " of actual" in plain[raw.end:raw.end + 12] \
            and _REASONING_SPENT.search(plain, sentence[0], sentence[1]) is not None:
        return "content"  # "1,512 reasoning tokens, 362 tokens of actual remark": the answer's
    if raw.unit == "tokens" and " of " in plain[raw.end:raw.end + 5] \
            and (spent := _PART_SPENT_ON.match(plain, raw.end)) is not None:
        # "spent 1,958 of that run's 2,612 completion tokens on reasoning": the part
        word = spent.group(1).lower()
        part = "content" if "answer" in word or word == "content" else "reasoning"
        if part in table:
            return part
    end = raw.end
    if raw.bound == "from":  # a range's bottom: the wording after its top names the field
        high = _RANGE_HIGH.match(plain, end)
        if high is not None:
            end = high.end()
    after = plain[end:min(sentence[1], end + 60)]
    if raw.unit == "tokens/s" and "first" in plain[end:end + 90] \
            and _ONCE_FIRST_TOKEN.match(plain[end:sentence[1]]):
        return "decode"
    if raw.unit == "tokens/s" and "first" in plain[max(sentence[0], raw.prev_end):raw.start] \
            and _FIRST_TOKEN_CAME.search(plain, max(sentence[0], raw.prev_end), raw.start) \
            and not (raw.prev_end > sentence[0]
                     and _ONCE_FIRST_TOKEN.match(plain[raw.prev_end:sentence[1]])):
        return "decode"  # "once the first token had arrived it was nearer 278 tokens per
        # second" (said before the figure; not the figure's before it: "471.5 tokens per
        # second once the first token arrived, and 440.0 end to end")
    if raw.unit in ("s", "ms") and "gap" in table and " of " in plain[end:end + 4] \
            and _OF_THINKING_AFTER.match(plain, end) is not None \
            and not plain[max(0, raw.start - 6):raw.start].lower().rstrip().endswith("after"):
        return "gap"  # "first output byte at 6.92 s, so 6.45 seconds of reasoning before the
        # text": the time from the first token to the first output byte (not "exited with
        # code 10 after 11.86 seconds of reasoning": the run's time)
    if raw.unit in ("s", "ms") and "ttfo" in table and "before" in plain[end:end + 60] \
            and _BEFORE_FIRST_WORD.match(plain, end, sentence[1]) is not None:
        return "ttfo"  # "the first 9.71 seconds of that went by before a single word of
        # annotation appeared": the wait for the first output
    if raw.unit in ("s", "ms") and raw.bound in _BOUNDS and " for " in plain[end:end + 5] \
            and _FOR_THE_SAME.match(plain, end) is not None \
            and (kinds := [hint for hint in _hints(plain[sentence[0]:raw.start])
                           if hint in table]):
        return kinds[-1]  # "its median first token was 0.60 seconds, and none of its runs
        # waited longer than 0.7 seconds for one": the time named before, waited for again
    if raw.unit == "bytes" and "output" in table and "of" in plain[end:end + 5] \
            and _BYTES_OF_NOUN.match(plain, end) is not None \
            and _REASONING_BYTES_BEFORE.search(plain, sentence[0], raw.start) is not None:
        return "output"  # "14,820 bytes of reasoning and 3,146 bytes of readout"
    if _may_hint(after) and _WHOLE_AFTER.match(after) is None:
        stop = _STOP_AFTER.search(after)
        after = " ".join((after[:stop.start()] if stop else after).split()[:6])
        if "no" in after or "without" in after:  # not "1,176 tokens with no reasoning"
            after = _NEGATED_FIELD.sub("", after)
        for name in _hints(after):
            if name in table:
                return name
    if raw.unit == "tokens/s":
        # "Phi's end-to-end rate on its first run was 182.7 tokens per second": the kind of
        # rate named anywhere before it in its clause (a decode rate never stands in for an
        # end-to-end one, nor the reverse).
        kind = _since_previous(plain, raw, sentence, table)
        if kind is not None:
            return kind
    before = plain[max(sentence[0], raw.start - 60):raw.start]
    if raw.bound == "to":  # a range's top: the wording before its bottom names the field
        low = _RANGE_LOW.search(before)
        if low is not None:
            before = plain[max(sentence[0], raw.start - 60 - len(low.group(0))):
                           raw.start - len(low.group(0))]
    if ")" in before:  # (a closed bracket's words are its own: "in 5.28 seconds (335.1 tokens
        # per second once the first token arrived) and Kukicha CLI in 1.93 seconds")
        close = before.rfind(")")
        opened = before.rfind("(", 0, close)
        if opened >= 0 and DIGIT.search(before, opened, close) is None:
            before = before[:opened] + before[close + 1:]  # (but a bracket with no figure is an
            # aside: "its first token (reasoning, we think) at 1.24 seconds")
        else:
            before = before[close + 1:]
    if not _may_hint(before):
        # (the time may be named further back: "The first answer byte of Manatee XL's third
        # short-story run came after 52.06 seconds")
        return _since_previous(plain, raw, sentence, table) if raw.unit in ("s", "ms") else None
    cut = _STOP_BEFORE.match(before)
    # Six words before the claim, not counting a bound's own ("never took longer than")
    words = 6 + (len(raw.qualifier.split("\u2026")[-1].split())
                 if raw.bound in _BOUNDS and raw.qualifier else 0)
    if raw.qualifier and "\u2026" in raw.qualifier:
        words += 4  # a negated bound's own words: "... did not rise above", "never went past"

    before = " ".join((before[cut.end():] if cut else before).split()[-words:])
    chosen = None
    for name in _hints(before):
        if name in table:
            chosen = name
    if chosen is None and raw.unit in ("s", "ms"):
        # "Plover's time to first token on its first run was 0.21 ms": the time named
        # further back, since the number before it (the wall time is the default anyway); for
        # a range's top, since the number before its bottom ("Its time to first token hardly
        # moves: from 388 to 431 ms")
        chosen = _since_previous(plain, raw.partner if raw.bound == "to" and raw.partner
                                 is not None else raw, sentence, table)
    if chosen is None and raw.unit in ("s", "ms") \
            and (colon := plain.rfind(":", sentence[0], raw.start)) > sentence[0] \
            and _RUN_LIST.fullmatch(plain, colon + 1, raw.start) is not None:
        led = [name for name in _hints(plain[max(sentence[0], colon - 40):colon])
               if name in table]
        if led:
            chosen = led[-1]  # "Palestrina 3.1, first answer byte: run 2 after 8.37 s, run 3
            # after 9.64 s": the lead's time, for every figure of the list after it
    return chosen


# A list of runs' figures after a lead's colon, up to the claim: " run 2 after 8.37 s, run 3
# after " (run labels, joining words and figures only).
_RUN_LIST = compiled(r"(?i)(?:\s|,|;|\band\b|\b(?:run|repeat|attempt)s?\b|\b(?:after|in|at|took|"
                     r"then)\b|#?\d[\d,.]*(?:\s*(?:s|ms|seconds?)\b)?)*")


def _since_previous(plain: str, raw: RawClaim, sentence: tuple[int, int],
                    table: dict[str, str]) -> str | None:
    """The last field of ``table`` named between the number before the claim (or its
    sentence's start) and the claim."""
    clause = plain[max(sentence[0], raw.prev_end):raw.start]
    clause = clause[clause.rfind(")") + 1:]  # (past a closed bracket: its words are its own)
    kinds = [hint for hint in _hints(clause) if hint in table] if _may_hint(clause) else []
    return kinds[-1] if kinds else None


_BOUNDS = ("gt", "ge", "lt", "le")
# A time "of reasoning" or "of thinking" before the answer began: "6.45 seconds of reasoning
# before the visitor-facing text", "48.56 seconds of thinking before a word".
_OF_THINKING_AFTER = compiled(r"(?i)\s+of\s+(?:silent\s+|pure\s+|hidden\s+)?(?:reasoning|thinking|"
                              r"deliberation)\b")
# A bound's time "for" what was named before: "waited longer than 0.7 seconds for one", "never
# needed more than 1 second for it".
_FOR_THE_SAME = compiled(r"(?i)\s+for\s+(?:one|it|that|them)\b\s*(?:[.,;:)]|$)")



# A clause that names only a lane's possessive before the figure: the noun (and statistic)
# of the clause before it is elided ("..., while Finch 2 Nano's was 3.31 s").
# (or "; Ibex's was 19.76 s and Sorrel's 27.35": after a ";", and with the verb left out)
_ELIDED_POSSESSIVE = compiled(r"(?:(?:[,;]\s*)?\b(?:while|whereas|and|but)\s+|[;,]\s*)"
                              r"\x00+['\u2019]s\s+(?:(?:was|were|is|came\s+to|stood\s+at)\s+)?$")
# A clause after a ";" (or "and") that is a lane, the first clause's verb or none, and the figure:
# "; Fouette 3.2 needed 7.31", "and Sissonne Pro 14.26" (masked).
_ELIDED_VERB_CLAUSE = compiled(r"(?:;\s*|,?\s+and\s+)\x00+\s+(?:([a-z]{3,})\s+)?(?:in\s+)?"
                               r"(?:about\s+|roughly\s+|around\s+|just\s+)?$")
# A figure as the adjective of one run, indefinite: "a 9.81-second run", "one 30 s attempt".
_A_FIGURE_RUN = compiled(r"(?i)\b(?:a|an|one|the|its)\s+[~\u2248]?$")
_FIGURE_RUN_AFTER = compiled(r"(?i)[\s-]+(?:[\w-]+\s+){0,2}?(?:run|repeat|attempt)\b")
# Before "all three runs": what an aggregate is taken over, not a claim about each run.
_DOMAIN_BEFORE = compiled(r"(?i)\b(?:over|across)\s+$"
                          # ("the median wall time of each assistant's three runs")
                          r"|\b(?:medians?|means?|average)\s+(?:[\w-]+\s+){0,3}?of\s+$")
# A statistic that names a figure of its own after it: "median time to first token 13.94 s",
# "needed 6.42 seconds and then 6.36 seconds (mean: 6.39 seconds)".
_STAT_OWN_FIGURE = compiled(r"(?i)(?:medians?|means?|average)(?:\s*[:=]\s*|\s+"
                            r"(?:[a-z-]+\s+){0,5}?(?:was\s+|is\s+|of\s+|at\s+)?)[~\u2248]?\d")
# After a figure or a list: the runs other than the one named before it.
_FOR_THE_OTHERS = compiled(r"(?i)\s+(?:for|on|from|in)\s+the\s+other\s+(?:two|three|four|five|"
                           r"runs?|ones?)\b")
# Between a figure and the statistic after it that is its: "2.21 s (median)", "1,904 bytes at
# the median", "3.41 and 8.42 seconds respectively at the median".
# Between a figure and its statistic, past the lane it is on and another figure on another lane
# the statistic covers too: "took 12.38 s on Qermez 4.5 and 4.71 s on Isparak Zaj at the
# median" (masked).
_LANES_STAT_GAP = compiled(r"(?i)\s+(?:on|for)\s+\x00[\x00 ]*(?:\s+and\s+[\d.,]+\s*"
                           r"(?:s|seconds|ms|bytes|tokens)?\s+(?:on|for)\s+\x00[\x00 ]*)?"
                           r",?\s+(?:at|as|for|in|on)\s+(?:the|its|their)\s+")
STAT_GAP = compiled(r"[\s,(]*(?:respectively[\s,]+)?(?:(?:per|a|an)\s+[a-z]+\s+"
                    # ("2.56 s for the whole batch at the median")
                    r"|for\s+(?:the|each|every|a|an)\s+(?:[a-z]+\s+){1,2}?"
                    # ("3,214 bytes on warfarin (median)": its task, then the bracket)
                    r"|on\s+(?:the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s*\(\s*"
                    r"|in\s*\(\s*"  # ("came about 2.5 s in (median 2.46)")
                    r"|in[\s,]+(?=at\s))?"  # ("came 10.84 s in at the median", "12.48 s in,
                    # at the median")
                    r"(?:(?:at|as|for|in|on)\s+(?:the|its|their)\s+)?")  # ("3.24 seconds per reply
# at the median", "took 14.72 seconds in the median")


def _aggregate_before(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether a median or mean stands before the claim in its own clause: "all three runs"
    after the figure is then what the aggregate is taken over ("Civet Pro's median time to
    first token is 0.93 s across all three runs"), not a claim about each run."""
    start = max(sentence[0], raw.prev_end)
    plain = ctx.block.plain
    for at, stat in stats_of(ctx):
        if start <= at < raw.start and stat in ("median", "mean"):
            found = _CLAUSE_BREAK.search(plain, at, raw.start)
            if found is None or (found.group(0) == ":" and found.start() - at <= 40
                                 and _CLAUSE_BREAK.search(plain, found.end(), raw.start) is None) \
                    or (found.group(0) == "," and found.start() - at <= 8
                        and not plain[found.end():raw.start].strip()):
                return True  # (or a lead: "Median emails: Girandole Pro 1,893 bytes over all
                # runs, ...", or the figure in apposition: "Scratter's Tannin mean, 5.57 s over
                # all three runs, is pulled down by ...")
    return False


def _other_lane_clause(ctx: BlockContext, start: int, end: int) -> bool:
    """Whether a clause between ``start`` and ``end`` opens on a lane other than the one the
    words at ``start`` are about (named in their clause, or last before it): "Two of Dabinett
    Scrumpy's three Tannin runs ..., and Foxwhelp's Tannin letters took ..."."""
    plain = ctx.block.plain
    break_at = _CLAUSE_BREAK.search(plain, start, end)
    owner = next((mn.keys for mn in ctx.lanes if start <= mn.start
                  and (break_at is None or mn.end <= break_at.start())), None) \
        or next((mn.keys for mn in reversed(ctx.lanes) if mn.end <= start), None)
    return owner is not None and any(
        start < mn.start < end and mn.keys != owner
        and _CLAUSE_OPENS.search(plain, max(start, mn.start - 12), mn.start) is not None
        for mn in ctx.lanes)


# A clause's opening words right before a lane's name: ", and ", "; ", ", while ".
_CLAUSE_OPENS = compiled(r"(?:[,;]\s*(?:and|but|while|whereas)?|\b(?:and|but|while|whereas))\s+$")


def _other_lane_between(ctx: BlockContext, start: int, end: int) -> bool:
    """Whether a clause between ``start`` and ``end`` names both a lane and a task other than
    those named last before ``start`` (not "Qwen's first run took 3.21 s and Mistral's 7.15",
    nor "On its third run, Lyra wrote 2,210 bytes and Kestrel wrote 2,602": the same run of
    another lane)."""
    plain = ctx.block.plain

    def moved(mentions: list[Mention]) -> bool:
        owner = next((mn.keys for mn in reversed(mentions) if mn.end <= start), None)
        return owner is not None and any(
            start < mn.start < end and mn.keys != owner
            and _CLAUSE_BREAK.search(plain, start, mn.start) is not None for mn in mentions)

    return moved(ctx.lanes) and moved(ctx.tasks)


# One run of several, unnamed: "one run took 1 min 12 s", "on one of them", "a single run"
# (not "one run per lane", a count).
_ONE_RUN = compiled(r"(?i)\b(?:one|a\s+single)\s+(?:of\s+(?:them|its\s+runs|their\s+runs|"
                    # ("and one of Foil Mini's got HTTP 502": its runs' noun left out)
                    r"\x00+['\u2019]s(?=\s+(?:got|stopped|ended|failed|timed|ran|hit|was|came|"
                    r"took|needed|returned|gave|exited|crashed)\b)|"
                    r"(?:the|its|their|\x00+['\u2019]s)\s+"  # ("one of Despina's two ... runs")
                    r"(?:[\w\x00-]+\s+){0,2}?(?:runs|repeats))\b|(?:[\w\x00-]+\s+){0,2}?"
                    r"(?:run|repeat)\b"
                    r"(?!\s+(?:per|each|of\s+each|a\s+lane)\b)"
                    # (or a task's name for its run, names blanked: "but one drill sheet stopped")
                    r"|\x00+(?=\s+(?:stopped|ended|failed|timed|ran|hit|was|got|came)\b))")
# "one" standing for a run after the runs were named, its noun left out: ", and one timed out".
_ONE_ELIDED = compiled(r"(?i)(?:[,;]\s+(?:and\s+|but\s+|while\s+)?|\band\s+)one\s+"
                       r"(?:of\s+them\s+)?(?=(?:timed|stopped|failed|ended|hit|exited|crashed|"
                       r"died|got|needed|took|ran)\b)")
# An aggregate over the runs a quantifier names: "the median of all four runs".
_AGGREGATE_OVER = compiled(r"(?i)\b(median|mean|average)\s+(?:[a-z-]+\s+){0,2}?"
                           r"(?:of|over|across)\s+$")
# A figure right before "on average": "took 1.25 seconds on average".
_FIGURE_ON = compiled(r"\d[\d,.]*\s*[a-z]*\s+on\s+$")
# A figure and a comma before an apposed superlative: "1,381 bytes, the shortest of the lot".
_APPOSED_TO_FIGURE = compiled(r"\d[\d,.]*\s*[a-z]*,\s+(?:the\s+|its\s+)?$")
_OTHER_RUNS = compiled(r"(?i)\b(?:other|others|rest|remaining)\b")


def _restated(raw: RawClaim, plain: str, at: int) -> bool:
    """Whether the figure starting at ``at`` is the claim's again, more exactly ("about 2.5 s
    in (median 2.46)"): it rounds to the claim's value at the claim's precision."""
    figure = _PLAIN_FIGURE.match(plain, at)
    return figure is not None and m.closeness(raw.value, raw.decimals,
                                              parse_number(figure.group(0))[0],
                                              approx=False) == "ok"


_PLAIN_FIGURE = compiled(r"\d[\d,]*(?:\.\d+)?")


def _another_lane(ctx: BlockContext, stat_at: int, start: int, end: int) -> bool:
    """Whether the lane named between ``start`` and ``end`` (a parallel clause) is another than
    the one named last before the statistic at ``stat_at``."""
    before = next((mn.keys for mn in reversed(ctx.lanes) if mn.end <= stat_at), None)
    named = next((mn.keys for mn in ctx.lanes if start <= mn.start < end), None)
    return before is not None and named is not None and named != before


_THAN_THE = compiled(r"(?i)\bthan\s+(?:that|the|its|their)\s+$")
# ... and a clause about "it" after it, the figure's
_NEXT_CLAUSE_STARTS = compiled(r"(?i)(?:,\s+(?:and|but|while|whereas)|;)\s[^.;:,]*?\bit\s")


# A superlative right before its figure: "the longest 21.08", "the longest at 21.08".
_WORD_THEN_FIGURE = compiled(r"(?i)[a-z]+\s*(?:(?::|at|was|is)\s*)?[~\u2248]?")
# ... unless a run the figure is of follows it: "the longest 3.41 s on its fifth passport release".
_FIGURE_ON_ITS_RUN = compiled(rf"(?i)\d[\d,.]*\s*(?:s|ms|seconds|bytes|tokens)?\s+(?:on|in)\s+"
                              rf"(?:its|the)\s+(?:{ORDINAL})\b")


def _held_elsewhere(plain: str, offset: int, stat: str, start: int, sentence_start: int) -> bool:
    """Whether the statistic word at ``offset``, before a figure at ``start`` in its sentence,
    belongs to something else than that figure."""
    if stat == "all" and plain[offset:start].strip().lower() in ("all", "all the"):
        return True  # "so all 688 completion tokens were answer": all of the tokens, no runs
    if stat in ("min", "max") \
            and _APPOSED_TO_FIGURE.search(plain, max(0, offset - 48), offset) is not None \
            and (_WORD_THEN_FIGURE.fullmatch(plain, offset, start) is None
                 or _FIGURE_ON_ITS_RUN.match(plain, start) is not None):
        return True  # "1,381 bytes, the shortest of the lot, and 0 reasoning tokens": the
        # superlative is the figure's before it, not the next one's (but "all four runs over
        # 16 seconds, the longest 21.08 seconds" is the next one's, right before it)
    if stat == "mean" and plain[offset:offset + 7].lower() == "average" \
            and _FIGURE_ON.search(plain, max(0, offset - 40), offset) is not None:
        return True  # "took 1.25 seconds on average and spent zero reasoning tokens": the
        # average is the time's
    # A superlative or an aggregate in a bracket closed before the figure: "wrote 3,907 bytes
    # (the longest answer it gave) in 1.08 s" (a run named there carries: "Ibis 2's slow run
    # (the third) took 13.58 s").
    # (not a bracket closing a lead: "Answer length (median bytes): Coulter 1,126, ...")
    close = plain.find(")", offset, start)
    return not stat.startswith("repeat") and close >= 0 \
        and plain.rfind("(", sentence_start, offset) > plain.rfind(")", sentence_start, offset) \
        and plain[close + 1:close + 2] != ":"


# A figure and its unit right after a statistic word ("mean 31.83 s", "median of 4.17 s"), or
# right before it ("4.17 s at the median", "35.70 seconds on average", "4.17 s (median)").
_STAT_THEN_FIGURE = lazy(r"(?i)[a-z]+\s+(?:of\s+|was\s+|is\s+|at\s+|:\s*)?[~\u2248]?"
                         r"\d[\d,]*(?:\.\d+)?(?=[ -]?[a-z])")
_FIGURE_THEN_STAT = lazy(r"(?i)\d[\d,]*(?:\.\d+)?[ -]?(?P<unit>[a-z]+(?:[ -][a-z]+)?)\s+"
                         r"(?:at\s+the\s+|on\s+|\(\s*)?$")
# A bare figure right before the last of a list: "2,643, 2,815 and " (not "2.29 seconds and ").
_BARE_BEFORE = lazy(r"\d[\d,]*(?:\.\d+)?(?:,\s*|,?\s+(?:and|or)\s+)$")
_UNIT_KINDS = {"s": "s", "ms": "s", "min": "s", "b": "bytes", "bq": "bytes", "tok": "tokens",
               "tokq": "tokens"}


def _held_by_other_unit(plain: str, offset: int, start: int, unit: str) -> bool:
    """Whether the statistic word at ``offset`` is said of a figure right next to it (before
    the figure at ``start``) whose unit is of another kind than ``unit``."""
    kind = "s" if unit == "ms" else unit
    after = _STAT_THEN_FIGURE.match(plain, offset)
    if after is not None and after.end() < start:
        said = UNIT.match(plain, after.end())
        if said is not None and _UNIT_KINDS.get(said.lastgroup or "", kind) != kind:
            return True
    before = _FIGURE_THEN_STAT.search(plain, max(0, offset - 32), offset)
    if before is not None:
        said = UNIT.match(plain, before.start("unit") - (plain[before.start("unit") - 1]
                                                         in " -"))
        return said is not None and _UNIT_KINDS.get(said.lastgroup or "", kind) != kind
    return False


def statistic(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> str | None:
    """The statistic the wording picks: "on average" or "on every run" right after the claim;
    else the nearest statistic word before it in its own clause ("median 1.27 s, mean 1.29 s";
    "...; every warm call under 1.5 s"); else "median"/"mean" right after it ("3.5 s
    median"); else the nearest before it in its sentence (carried over elided clauses)."""
    plain = ctx.block.plain
    if " other" in plain[raw.end:max(raw.end, raw.list_end) + 24] and _FOR_THE_OTHERS.match(
            plain, max(raw.end, raw.list_end)) is not None:
        return None  # "gave 611 bytes, against 1,876 and 1,793 bytes for the other two": not
        # the run named before, one figure for each of the others
    if plain.find("other", sentence[0], raw.start) >= 0 \
            and _THE_OTHER_AFTER_COUNT.search(plain, sentence[0], raw.start) is not None:
        return "some"  # "four of its five runs finished in under 16 seconds, the other in
        # 16.41 seconds": the one run the count left
    if ("(" in (rest := plain[raw.end:sentence[1]]) or "," in rest) \
            and (both := _BOTH_STAT_AFTER.search(plain, raw.end, sentence[1])) is not None \
            and ";" not in plain[raw.end:both.start()] \
            and not any(raw.end <= at < both.start() for at, _ in stats_of(ctx)):
        said = (both.group(1) or both.group(2) or both.group(3) or both.group(4)).lower()
        return "median" if said.startswith("median") else "mean"  # "first token after 0.61
        # seconds but the first byte ... took 3.84 seconds (both medians)"
    if " and " in plain[sentence[0]:raw.start] \
            and (paired := last(_STATS_PAIRED.finditer(plain, sentence[0], raw.start))) \
            is not None:
        if raw.start == paired.end():  # "its median and mean are 4.97 and 5.03 s": in order
            return _STAT_NAME[paired.group(1).lower()]
        if _FIRST_OF_PAIR.fullmatch(plain, paired.end(), raw.start) is not None:
            return _STAT_NAME[paired.group(2).lower()]
    tail = plain[raw.end:raw.end + 32]
    if ("run" in tail or "attempt" in tail or "repeat" in tail) \
            and _A_FIGURE_RUN.search(plain, max(0, raw.start - 6), raw.start) is not None \
            and _FIGURE_RUN_AFTER.match(plain, raw.end) is not None:
        return None  # "..., so a 9.81-second run looked normal": some one run
    if raw.end < len(plain):  # (a table cell is often the claim alone)
        if _ON_AVERAGE.match(plain, raw.end) or (
                raw.list_end and _ON_AVERAGE.match(plain, raw.list_end)
                and not _named_first(ctx, raw, sentence)):
            # (after a list: "wrote 1,944.5, 1,266.5 and 1,445.3 bytes on average", not
            # "a median answer of 1,880 bytes and 1,881.4 bytes on average")
            return "mean"
        every = _EVERY_AFTER.match(plain, raw.end)
        said = every.group(0).lower() if every is not None else ""
        retry = "retr" in said  # "HTTP 500 on every retry": one run's attempts, never all runs
        said = said.replace("retries", "attempts").replace("retry", "attempt")
        retried = retry or ("attempt" in said and (_one_run_before(ctx, raw, sentence) or (
                        raw.hint == "http" and _one_run_in(ctx, raw, sentence)))) \
            or (("attempt" in said or "time" in said)
                and _RETRIED.search(plain, sentence[0], raw.start) is not None) \
            or (every is not None and "time" in said
                and (_TIME_RETRIED.match(plain, every.end()) is not None
                     or _GAVE_UP_AFTER.match(plain, every.end()) is not None
                     or (raw.hint == "http" and _one_run_before(ctx, raw, sentence)))) \
            or _COUNTED_ATTEMPTS.search(said) is not None \
            or ("attempt" in said and _that_run(ctx, sentence))  # "HTTP 503 on all 4
        # attempts"; "... its first run. That failure ...: got HTTP 502 on every attempt"
        if every is not None and retried and "attempt" in said \
                and not _one_run_before_named(ctx, raw, sentence) \
                and (numbered := last(NUMBERED_RUN.finditer(plain, sentence[0], raw.start))):
            return f"repeat {numbered.group(0)[-1]}"  # "X's run 2 never produced a token: the
            # provider answered HTTP 500 on each attempt": run 2's retries
        if every is not None and not retried and "time" in said and (counted_stat := next((
                named for at, named in stats_of(ctx)
                if raw.end <= at < every.end() and named.endswith(" of runs")), None)):
            return counted_stat  # "hit the cap on three of its five runs (exit code 7 each time)":
            # each of the runs counted before it (block_stats reads "each time" so)
        if every is not None and not retried and not _aggregate_before(ctx, raw, sentence):
            return "all"  # (not "its third run got HTTP 502 on every attempt": its retries;
            # nor "The harness retried, got HTTP 429 every time"; nor an HTTP status "on
            # every attempt" in a sentence about one run or request: its retries)
        if " once" in plain[raw.end:raw.end + 8] and raw.bound is not None \
                and (once := _ONCE_AFTER.match(plain, raw.end)) is not None:
            return "once per task" if once.group(1) else "1 of runs"  # "went over 11.5
            # seconds once on each task": one run of each task
        words = run_words(ctx)
        if "most" in words and _MOST_AFTER.match(plain, raw.end):
            return "most"
        if "but one" in words and _ALL_BUT_ONE_AFTER.match(plain, raw.end):
            return "all but one"
        if " of " in plain[raw.end:raw.end + 24] \
                and (counted := _N_OF_AFTER.match(plain, raw.end)) is not None:
            return f"{count_of(counted.group(1))} of runs"  # "in two of its three runs"
    if _MOVED_IT.search(plain, max(sentence[0], raw.start - 40), raw.start) is not None:
        named = [stat for at, stat in stats_of(ctx)
                 if sentence[0] <= at < raw.start and stat in ("mean", "median")]
        if named:  # "Puffin 3.1's mean: the timeout of its second run pulls it up to 28.33 s"
            return named[-1]
    if ("it " in (near := plain[max(sentence[0], raw.start - 16):raw.start])
            or "It " in near) \
            and _IT_IS.search(plain, max(sentence[0], raw.start - 16), raw.start) is not None:
        named = [stat for at, stat in stats_of(ctx) if sentence[0] <= at < raw.start]
        if named and named[-1] in ("mean", "median"):
            return named[-1]  # "its mean is 17.17 seconds, and over every run but the failed
            # one it is 17.68 seconds": "it" is the mean again
    if "one" in run_words(ctx):
        ones = list(_ONE_RUN.finditer(masked_text(ctx), sentence[0], raw.start))
        one = ones[-1] if ones else None
        if one is None and (elided := _ONE_ELIDED.search(plain, sentence[0], raw.start)) \
                and RUN_NOUN.search(plain, sentence[0], elided.start()) is not None:
            one = elided  # "every run took over 35 seconds, and one timed out at 90.00 seconds"
        if one is not None and not plain[max(0, one.start() - 8):one.start()].lower() \
                .rstrip().endswith(("every", "each", "any", "no", "not", "all but", "none but")) \
                and _OTHER_RUNS.search(plain, one.end(), raw.start) is None \
                and not any(one.end() <= at < raw.start for at, _ in stats_of(ctx)):
            if plain[max(0, one.start() - 9):one.start()].lower().rstrip() \
                    .endswith(("only", "just", "exactly")):
                return "1 of runs"  # "Only one of Celadon's six runs went past 13 seconds":
                # exactly one
            return "some"  # "and one run took 1 min 12 s", "on one of them it exited 2"
    chosen = None
    after = None
    held: tuple[int, str] | None = None  # a median or mean an earlier figure holds
    for offset, stat in stats_of(ctx):
        if offset >= raw.start:
            end = raw.list_end if raw.list_end > raw.end else raw.end  # (after a list:
            # "took 3.41 and 8.42 seconds respectively at the median")
            # The figure's own statistic, said after it, over one named before: "7.31 seconds
            # was its slowest", "3.14 seconds was its median", "it came in at 8.96 seconds, its
            # median, and ...", "1.93 seconds at best, 31.62 seconds at worst" (that run)
            if not stat.startswith(("repeat", "all")):
                masked = masked_text(ctx)
                # (the figure's own, not a list's: "its slowest 9.03, and 8.71 seconds was the
                # median": the median is the last figure's)
                if _WAS_ITS.fullmatch(masked, raw.end, offset) is not None \
                        or (_APPOSED_ITS.fullmatch(masked, raw.end, offset) is not None
                            and _STAT_CLOSES.match(plain, offset) is not None) \
                        or (_BRACKET_ITS.fullmatch(masked, raw.end, offset) is not None
                            and _BRACKET_CLOSES.match(plain, offset) is not None):
                    return stat
                if stat in _SUPERLATIVE_RUNS \
                        and _AT_ITS.fullmatch(plain, end, offset) is not None:
                    return _SUPERLATIVE_RUNS[stat]
            if offset < sentence[1] and stat in ("median", "mean") \
                    and ((offset <= end + 30 and STAT_GAP.fullmatch(plain, end, offset))
                         or (offset <= end + 120 and _LANES_STAT_GAP.fullmatch(
                             masked_text(ctx), end, offset) is not None)) \
                    and not (("," in plain[raw.end:offset] or "(" in plain[raw.end:offset])
                             and (own := _STAT_OWN_FIGURE.match(plain, offset)) is not None
                             and not _restated(raw, plain, own.end() - 1)):
                after = stat  # "2.21 s (medians)", "1,904 bytes at the median" (not "61,085
                # prompt tokens, median time to first token 13.94 s", "4.28 to 5.17 seconds
                # (median 4.55 seconds)": the next figure's)
            elif stat.startswith("repeat") and (
                    _ON_ITS.fullmatch(plain, raw.end, offset)
                    or _ON_ITS_OUTCOME.fullmatch(plain, raw.end, offset)
                    or _PART_THEN_ON_ITS.fullmatch(plain, raw.end, offset)):
                after = stat  # "... and 24.12 s on its second": that run's (and "3,988 of
                # 4,906 on its third": a part of that run's whole)
            elif stat in _SUPERLATIVE_RUNS and _ON_ITS.fullmatch(plain, raw.end, offset) \
                    and (_SUPERLATIVE_RUN.match(plain, offset) is not None
                         or _SUPERLATIVE_TASK.match(masked_text(ctx), offset) is not None):
                after = _SUPERLATIVE_RUNS[stat]  # "first token at 160 ms on its fastest run": the
                # first token of the run with the shortest wall time (not the least first token);
                # "came in at 8.96 seconds on its slowest guest bio": a task's name for its run
            elif stat in ("fastest", "slowest") and _ON_ITS.fullmatch(plain, raw.end, offset) \
                    and _STAT_CLOSES.match(plain, offset) is not None \
                    and _SUPERLATIVE_RUN.match(plain, offset) is None:
                after = stat  # "5.18 seconds on average over three runs, 5.73 for the
                # slowest": the statistic said after its figure
            break
        if offset >= sentence[0] and not _held_elsewhere(plain, offset, stat, raw.start,
                                                         sentence[0]):
            chosen = (offset, stat)
        elif offset >= sentence[0] and stat in ("median", "mean"):
            held = (offset, stat)
    if chosen is None and held is not None \
            and (elided := _ELIDED_VERB_CLAUSE.search(masked_text(ctx), held[0], raw.start)) \
            is not None and elided.group(1) is None:
        return held[1]  # "Pekoe Pro gave a note in 4.37 seconds (median) and Sencha 4.1 in
        # 17.42": the bracket's statistic again, in the clause its verb is left out of
    if chosen is not None and chosen[1] == "all" \
            and (over := _AGGREGATE_OVER.search(plain, max(sentence[0], chosen[0] - 40),
                                                chosen[0])) is not None:
        chosen = (over.start(), "median" if over.group(1).lower() == "median" else "mean")
        # "the median of all four runs on this task moved only to 3.75 seconds": the median
        # over every run, not every run's value
    if chosen is not None and "," in plain[chosen[0]:raw.start]:
        for aside in _PARTICIPLE_ASIDE.finditer(plain, sentence[0], raw.start):
            if aside.start() < chosen[0] < aside.end():
                # "X's mean, dragged up by the truncated fourth run, was 5.52 s": the run in
                # the aside is not the figure's; the statistic before the aside is
                before = next(((at, st) for at, st in reversed(stats_of(ctx))
                               if sentence[0] <= at < aside.start()), None)
                if before is None or DIGIT.search(plain, before[0], aside.start()) is None:
                    chosen = before  # (not when that statistic has its figure before the
                    # aside: "mean 1.91 s, pulled up by the second run, which needed 2
                    # attempts and saw its first token at 4.71 s": that run's)
                break
    if chosen is not None and chosen[1] in ("mean", "median") \
            and _INCLUDES.search(plain, max(chosen[0], raw.start - 90), raw.start) is not None:
        chosen = None  # "its mean of 4.76 s includes 6.40 s of backing off": a part of it
    if chosen is not None and chosen[1] in ("mean", "median") \
            and _RUN_WHICH_TOOK.search(plain, max(chosen[0], raw.start - 60), raw.start) \
            is not None:
        chosen = None  # "Intonaco Pro's median is pulled the other way by its refused run,
        # which lasted 0.38 s": that run's figure, in a clause about it
    if chosen is not None and chosen[1] in ("mean", "median") \
            and _THAN_THE.search(plain, max(0, chosen[0] - 12), chosen[0]) is not None \
            and _NEXT_CLAUSE_STARTS.search(plain, chosen[0], raw.start) is not None:
        chosen = None  # "The timed-out run lasted 70.83 s longer than that median, and ... it
        # had used 3,912 completion tokens": what the clause before is set against, not the
        # statistic of the next clause's figure
    if chosen is not None and chosen[1].startswith("repeat") \
            and (count := _COUNTED_RUNS.search(plain, chosen[0], raw.start)) is not None \
            and _CLAUSE_BREAK.search(plain, chosen[0], count.start()) is not None:
        # "HTTP 503 on its second run, so only two answers (2,264 and 2,281 bytes)": runs
        # counted in a clause of their own are not the one named before (but "its second
        # run, the quickest of its three, ..." is); a statistic said after the figure holds
        # ("...; the four runs that finished took 12.24 seconds at the median")
        return after if after in ("mean", "median") else None
    if chosen is not None and chosen[1].startswith("repeat") \
            and (ended := _ENDED_RUN_SUBJECT.search(plain, chosen[0], raw.start)) is not None \
            and _CLAUSE_BREAK.search(plain, chosen[0], ended.start()) is not None \
            and _RUN_THEN_APPOSED.search(plain, chosen[0], ended.start()) is None:
        return None  # "its seventh 6.64 (the filtered run was quicker still, at 4.12 ...)": a
        # run named by how it ended, in a clause of its own, is not the one named before (but
        # "The fourth run, the truncated one, took 11.84 seconds" is that run, apposed)
    if chosen is not None and (chosen[1].startswith("repeat") or chosen[1].endswith(" of runs")) \
            and (plural := _PLURAL_RUNS_SUBJECT.search(plain, chosen[0], raw.start)) is not None \
            and _CLAUSE_BREAK.search(plain, chosen[0], plural.start()) is not None:
        return None  # "Its first Gimle run took 28.84 s ..., and the whole batch of four ran
        # from 26.94 to 31.07 s", "..., and its Woolpack receipts ran from 2,559 to 2,781
        # bytes": a clause about all the runs, not the one named before (nor the runs
        # counted before: "Four of Cadel's five runs took longer than 5 seconds, and its
        # drafts ran from 397 to 602 tokens")
    if chosen is not None and chosen[1].endswith(" of runs") \
            and _other_lane_clause(ctx, chosen[0], raw.start):
        return None  # "Two of Dabinett Scrumpy's three Tannin runs finished in under 16
        # seconds, and Foxwhelp's Tannin letters took between 3.38 and 3.91 seconds": another
        # lane's clause, not the runs counted
    if chosen is not None and chosen[1] in ("median", "mean") and raw.bound in ("from", "to") \
            and (count := _COUNTED_RUNS.search(plain, chosen[0], raw.start)
                 or _REPLIES_TOOK.search(plain, chosen[0], raw.start)) is not None \
            and _CLAUSE_BREAK.search(plain, chosen[0], count.start()) is not None:
        return None  # "led with 2.41 seconds at the median, with its three Incipit runs between
        # 2.18 and 2.67 seconds": a range over the runs counted in a clause of their own
    if chosen is not None and chosen[1] in ("median", "mean") and raw.unit is not None \
            and (raw.bound in ("from", "to") or raw.list_end > raw.end
                 or (raw.list_end and _BARE_BEFORE.search(plain, max(0, raw.start - 24),
                                                          raw.start) is not None)) \
            and _held_by_other_unit(plain, chosen[0], raw.start, raw.unit):
        return None  # "needed 4.17 s at the median, with replies of 2,216 to 2,618 bytes",
        # "mean 31.83 s, replies of 2,643, 2,815 and 2,531 bytes": the statistic is the time's;
        # a range or a list in another unit spans the runs
    if chosen is not None and chosen[1] == "all" \
            and _THE_ENDED_ONE.search(plain, chosen[0], raw.start) is not None:
        return None  # "Every finished reply took longer than 14 seconds; the rate-limited one
        # gave up after 9.46 seconds": that run, not every run
    if chosen is not None and (chosen[1] == "all but one" or chosen[1].endswith(" of runs")) \
            and _THE_EXCEPTION.search(plain, chosen[0], raw.start) is not None:
        return None  # "All but one ... ran under 7.1 seconds; the odd one out hit the timeout
        # at 30.00 seconds", "Two of its three runs came in under 9.5 seconds; the other one
        # ... took 10.27 s and wrote 331 bytes": the one run left out, not the runs counted
    if chosen is not None and (chosen[1] in ("min", "max") or chosen[1] in _SUPERLATIVE_RUNS) \
            and raw.bound in ("from", "to") and raw.partner is not None:
        chosen = None  # "Cordouan's notes, the longest, ran from 2,409 to 2,531 bytes", "wrote
        # the longest blurbs, from 1,432 to 1,519 bytes": a range spans the runs (the
        # superlative ranks the lane among lanes)
    if chosen is not None and chosen[1] in ("median", "mean") \
            and (listed := _STAT_FOR_LANES.match(masked_text(ctx), chosen[0])) is not None \
            and listed.end() <= raw.start \
            and _FIGURES_BEFORE.fullmatch(plain, listed.end(), raw.start) is not None:
        return chosen[1]  # "the medians for Billhook 4.1 and Besom CLI were 6.38 and 3.41
        # seconds": each lane's statistic, the list's "and" no clause of its own
    if chosen is not None and chosen[1] == "all" \
            and _EVERY_ONE_OF_THEM.match(plain, chosen[0]) is not None \
            and (each_counted := next((stat for at, stat in reversed(stats_of(ctx))
                                       if sentence[0] <= at < chosen[0]
                                       and stat.endswith(" of runs")), None)) is not None:
        return each_counted  # "four of its six runs finished, every one of them in under 50
        # seconds": each of the runs counted, not every run
    if chosen is not None and chosen[0] >= max(sentence[0], raw.prev_end) \
            and _CLAUSE_BREAK.search(plain, chosen[0] + (11 if chosen[1] == "all but one"
                                                         else 0), raw.start) is None:
        return chosen[1]  # in the claim's own clause ("all but one" holds a "but")
    if after is not None:
        return after
    if chosen is not None and chosen[1].startswith("repeat") and _other_lane_between(
            ctx, chosen[0], raw.start):
        return None  # "Marten Max's third run was stopped ..., and on the backfill Plover
        # 4.2 once reasoned through 2,960 tokens": another lane's clause, not its third run
    if chosen is not None and chosen[1] in ("median", "mean") \
            and (elided := _ELIDED_VERB_CLAUSE.search(masked_text(ctx), chosen[0],
                                                      raw.start)) is not None \
            and (elided.group(1) is None
                 or elided.group(1).lower() in plain[sentence[0]:chosen[0]].lower().split()
                 or _another_lane(ctx, chosen[0], elided.start(), raw.start)):
        return chosen[1]  # "Glissade CLI needed a median of 3.18 seconds; Fouette 3.2 needed
        # 7.31 and Sissonne Pro 14.26 seconds", "answers in about 2.5 seconds at the median;
        # Pantoum Pro needs about 22": a parallel clause on another lane, its verb repeated,
        # elided or another (not "Dingo Mini's median ... took 3.35 seconds, and Dingo Mini
        # spent zero reasoning tokens": the same lane's other figure)
    if chosen is not None and _ELIDED_POSSESSIVE.search(masked_text(ctx), chosen[0], raw.start):
        return chosen[1]  # "Egret's median was 2.17 s, while Finch's was 3.31 s"
    if chosen is not None and _OWN_CLAUSE.search(masked_text(ctx), _past_apposition(
            plain, chosen[0], raw.start), raw.start) \
            and (not _fronted(ctx, sentence[0], chosen[0])
                 or _OWN_RUN_AFTER.search(plain, plain.rfind(";", chosen[0], raw.start) + 1
                                          or raw.start, raw.start)):
        # "..., 3.46 s on average, and its first summary came to 1,710 bytes"; "Four runs,
        # median 7.58 s; the third took 6.98 s": a clause naming its own run after a ";"
        if chosen[1].startswith("repeat") \
                and (_ITS_CLAUSE.search(plain, chosen[0], raw.start) is not None
                     or _IT_OBJECT.search(plain, max(chosen[0], raw.start - 24), raw.start)
                     or _BY_THEN_IT.search(plain, chosen[0], raw.start)):
            return chosen[1]  # "its second run got HTTP 500 and its first token came after
            # 0.16 s": "its" is that run's (not "its first" run); "...; the provider still
            # billed it 14 completion tokens": "it" is that run
        return None
    if chosen is not None and (raw.bound is not None or raw.high is not None) \
            and _per_run_after(plain, raw, sentence):
        # "Its median was 7.58 s, and it used between 2,203 and 2,497 tokens per run": the
        # range is over the runs, not around the statistic of the clause before.
        return "all"
    if chosen is not None and chosen[1] in ("median", "mean") \
            and (raw.bound in _BOUNDS or raw.bound in ("from", "to")) \
            and (bottom := raw.partner if raw.bound == "to" and raw.partner is not None
                 else raw).prev_end > chosen[0] \
            and _CLAUSE_BREAK.search(plain, bottom.prev_end, bottom.start) is not None:
        return None  # "with a median of 2.30 seconds and a first token after at most 0.26
        # seconds", "a median time of 4.72 seconds and summaries of 1,290 to 1,421 bytes": the
        # median has its figure; the bound or range after it is over the runs
    if chosen is not None and chosen[1] == "all" and sentence[0] < raw.prev_end <= chosen[0] \
            and _ON_RIGHT_AFTER.fullmatch(plain, raw.prev_end, chosen[0]) is not None \
            and _CLAUSE_BREAK.search(plain, chosen[0], raw.start) is not None:
        return None  # "used zero reasoning tokens on every Trefoil run and ran at about 86
        # tokens per second": the quantifier closes the figure before it, not this clause
    if chosen is not None and chosen[1] == "all" and raw.prev_end <= chosen[0] \
            and (held := next(((at, named) for at, named in reversed(stats_of(ctx))
                               if sentence[0] <= at < chosen[0]), None)) is not None \
            and held[1] in ("mean", "median") \
            and _STAT_LABEL_THEN_ALL.fullmatch(plain, held[0], chosen[0]) is not None:
        return held[1]  # "- Mean wall time, all five runs: 12.14 seconds", "Median (all four
        # runs): ...": the runs the statistic is over, not each of them
    if chosen is not None and chosen[1] in ("min", "max", "fastest", "slowest") \
            and (ordinal := next(((at, named) for at, named in reversed(stats_of(ctx))
                                  if sentence[0] <= at < chosen[0]), None)) is not None \
            and ordinal[1].startswith("repeat ") \
            and _ORDINAL_APPOSED.fullmatch(plain, ordinal[0], chosen[0]) is not None:
        return ordinal[1]  # "its third, the shortest at 11.83 s, needed 2 attempts": the
        # superlative only ranks the run its ordinal names
    return chosen[1] if chosen is not None else None


# What joins a figure to the quantifier right after it: "zero reasoning tokens on every run".
_ON_RIGHT_AFTER = compiled(r"(?i)\s+(?:on|in|across|over|for)\s+")
# An ordinal run with a superlative in apposition: "third, the ", "third run, the ".
_ORDINAL_APPOSED = compiled(r"(?i)[a-z]+(?:\s+(?:run|repeat))?,\s+the\s+")


# A sentence that is a statistic alone, answering a question ("**SR:** The median."), names
# the statistic of the figures in the sentence after it ("For Marlin that is 7.81 seconds").
# ("Always the median.", "The median again.")
_STAT_FRAGMENT = compiled(r"(?i)\s*(?:[\w .]{1,24}:\s*)?(?:(?:always|again|still|just)\s+)?"
                          r"(?:(?:the|our|its|their)\s+)?(median|mean|average)s?"
                          r"(?:,?\s+(?:again|always|too|as\s+before|of\s+course|every\s+time"
                          r"|throughout))?\s*[.!]?\s*")


# "every one of them", "each of those": the runs named before, one by one.
_EVERY_ONE_OF_THEM = compiled(r"(?i)(?:every|each)\s+(?:one\s+)?of\s+(?:them|those|these)\b")
# A statistic of lanes listed after it, then their figures (masked): "medians for Billhook 4.1
# and Besom CLI were ", "means of X, Y and Z came to ".
_STAT_FOR_LANES = compiled(r"(?i)(?:medians?|means?|averages?)\s+(?:for|of)\s+(?:the\s+)?\x00+"
                           r"(?:\s*,\s*\x00+)*\s*,?\s+and\s+\x00+\s+(?:were|was|are|came\s+to|"
                           r"stood\s+at)\s+")
# The figures of such a list before the claim: "6.38 and ", "6.38 s, 3.41 s and ".
_FIGURES_BEFORE = compiled(r"(?:[~\u2248]?\d[\d,.]*(?:\s*[A-Za-z%/]+)?(?:\s*,\s*|,?\s+and\s+))*")


def fragment_stat(ctx: BlockContext, sentence: tuple[int, int]) -> str | None:
    """The statistic a one-word sentence right before ``sentence`` names, if it is one."""
    if sentence[0] == 0:
        return None
    start, end = sentence_of(ctx.sentences, sentence[0] - 1)
    match = _STAT_FRAGMENT.fullmatch(ctx.block.plain, start, end)
    if match is None:
        return None
    return "median" if match.group(1).lower() == "median" else "mean"


# "Marten Max's fourth run, the one that timed out, had used ...": an apposition about the
# run just named, no clause of its own.
_APPOSITION = lazy(r"(?i),\s+the\s+(?:[\w-]+\s+)?(?:one|run|repeat|attempt)"
                   r"(?:\s+(?:that|which|where|[a-z]+ed)\b(?:[^,;.]|\.\d)*)?,")
# (or "the malformed one", "the one killed by the signal")


def _past_apposition(plain: str, start: int, end: int) -> int:
    """Where to look for a clause of its own after ``start``: past an apposition."""
    if "," not in plain[start:end]:
        return start
    apposition = _APPOSITION.search(plain, start, end)
    return apposition.end() - 1 if apposition is not None else start


_PARTICIPLE_ASIDE = lazy(r"(?i),\s+(?:[a-z]+ed|including|excluding)\b[^,;.]*,")
_FIRST_PART = lazy(r"(?i)(?:\s+(?!run|repeat|attempt|\d)[\w-]+){0,2}?\s+(?:bytes?|tokens?|words?|"
                   r"characters?|chunks?|lines?|sentences?|text)\b")
# A bracket closing a sentence's figures with their one statistic: "(both medians)", "(all
# three are means)".
# (or closing the sentence after a comma: "Frogbit needed 3.76 seconds and Natterjack 1.94
# seconds, both medians.")
_BOTH_WORDS = (r"\s*(?:both|all(?:\s+(?:two|three|four|five|six|of\s+them))?|each)\s+"
               r"(?:are\s+|were\s+|the\s+)?(medians?|means?|averages?)\s*")
# A statistic's label, then the runs it is over after a comma or a bracket: "Mean wall time, ".
_STAT_LABEL_THEN_ALL = compiled(r"(?i)(?:mean|median|average)(?:\s+[\w-]+){0,3}?\s*[,(]\s*")
# The one run a count of runs leaves, right before its figure: "four of its five runs finished
# in under 16 seconds, the other in".
_THE_OTHER_AFTER_COUNT = compiled(r"(?i)\b(?:two|three|four|five|six|seven|eight|nine|[2-9])"
                                  r"\s+of\s+(?:its|their|the)\s+(?:[\w-]+\s+){0,3}?runs\b"
                                  r"(?:[^.;]|\.\d)*?[,;]\s+"  # (past a decimal: "in under 6.5 s")
                                  r"(?:and\s+|but\s+|while\s+)?the\s+(?:other|remaining|last)"
                                  r"(?:\s+(?:one|run))?\s+(?:(?:in|at|after|took|needed|ran|came|"
                                  r"finished|stopped)\s+)*(?:about\s+)?$")
_BOTH_STAT_AFTER = lazy(rf"(?i)\({_BOTH_WORDS}\)|,{_BOTH_WORDS}"
                        # ("Backfall 2.26, Salicional 5.08, Cromorne 9.84, all medians in
                        # seconds.")
                        r"(?:in\s+(?:seconds|milliseconds|ms|bytes|tokens(?:\s+per\s+second)?)"
                        r"\s*)?[.;:]?\s*$"
                        # ("after 3.62 and 0.24 seconds respectively (medians)")
                        r"|\(\s*(medians|means|averages)(?:\s+(?:again|both|too))?\s*\)"
                        # ("(7.84 against 3.95 seconds, medians)", "(..., medians again)")
                        r"|,\s*(medians|means|averages)(?:\s+(?:again|both|too))?\s*\)")
_ON_ITS = lazy(r"\s+(?:on|in|for)\s+(?:its|their|the)\s+")
# ... with the run's outcome before its ordinal: "and 93.1% in the truncated fourth run".
_ON_ITS_OUTCOME = lazy(r"\s+(?:on|in|for)\s+(?:its|their|the)\s+(?:truncated|failed|timed[- ]out|"
                       r"retried|aborted|killed|cut[- ]off|rate[- ]limited)\s+")
_PART_THEN_ON_ITS = lazy(r"\s+(?:out\s+)?of\s+\d[\d,]*(?:\s+[a-z]+){0,2}?\s+(?:on|in|for)\s+"
                         r"(?:its|their|the)\s+")
_AT_ITS = lazy(r"\s+at\s+(?:its\s+|their\s+)?")
# (or "also" before it: "against Niello 4.1's 4.65, also the mean"; or after the task: "took
# 12.86 seconds on that job, the median")
_APPOSED_ITS = lazy(r"(?:\s+(?:on|for|in)\s+(?:that|this|the|its)\s+[^,;.()\d]{1,30}?)?"
                    r",\s+(?:also\s+)?(?:its|their|the|\x00+['\u2019]s)\s+(?:own\s+)?")
_STAT_CLOSES = lazy(r"[\w-]+(?:\s+(?:run|repeat|value|figure|time))?"
                   # ("7.84 seconds, the median of its three runs, and ...")
                   # (not "6.73 seconds, the mean of its two middle runs": the median)
                   r"(?:\s+(?:of|over|across)\s+(?:its|their|the|all)\s+"
                   r"(?:(?!middle\b|other\b|fastest\b|slowest\b)[\w-]+\s+){0,3}?"
                   r"(?:runs|repeats|attempts|tries))?\s*(?:[,.;)]|$)")
# ... or in brackets: "came to 2,874 bytes (the median)", "(the median again)".
_BRACKET_ITS = lazy(r"\s*\(\s*(?:its|their|the|\x00+['\u2019]s)\s+")
_BRACKET_CLOSES = lazy(r"[\w-]+(?:\s+(?:again|too))?\s*\)")
_WAS_ITS = lazy(r"\s+(?:was|is|being|remained|remains)\s+(?:its|their|the|\x00+['\u2019]s)\s+"
               r"(?:own\s+)?")  # (masked text: "was Tench 2.4's median")
_SUPERLATIVE_RUN = lazy(r"(?i)\w+\s+(?:run|repeat|attempt)\b")
_SUPERLATIVE_TASK = lazy(r"\w+\s+\x00+(?![\w\x00])")  # (masked text: a task's name)
# (not "HTTP 503 on all 3 attempts": that run's requests)
_COUNTED_RUNS = lazy(r"(?i)(?<!of\sits\s)(?<!of\sthe\s)(?<!of\stheir\s)(?<!all\s)(?<!after\s)"
                     r"\b(?:two|three|four|five|six|seven|eight|nine|ten|[2-9])\s+"
                     r"(?:[\w-]+\s+){0,2}?(?:runs|repeats|attempts|answers|outputs|responses|"
                     r"completions|replies)\b")  # ("its three good Larigot runs")
# The runs together as a clause's subject: "the whole batch of four", "its Woolpack receipts"
# before a verb of their figures.
# What the runs wrote, a subject of its own with its verb: "..., and whole replies took between
# 10.96 and 13.54 seconds" (after "at the median": a range over the runs).
_REPLIES_TOOK = lazy(r"(?i)\b(?:whole\s+|full\s+|complete\s+)?(?:replies|answers|drafts|responses)"
                     r"\s+(?:took|ran|came\s+in|lasted)\b")
_PLURAL_RUNS_SUBJECT = lazy(r"(?i)\b(?:the\s+whole\s+(?:batch|set|lot)\b|(?:its|their)\s+"
                            r"(?!(?:first|second|third|fourth|fifth|last|median|mean|average)\b)"
                            r"(?:[\w-]+\s+){0,2}?(?!(?:tokens|bytes|seconds|times|words)\b)"
                            r"[a-z]{3,}[^\Wsu]s\s+(?=(?:ran|ranged|took|were|"
                            r"came|stayed|varied|spanned)\b))")
_INCLUDES = lazy(r"(?i)\binclud(?:es|ed|ing)\s+(?:[a-z-]+\s+){0,2}$"  # its object
                 # (or what the run it includes took: "the mean includes one HTTP 503 that took
                 # 0.84 s to fail")
                 r"|\binclud(?:es|ed|ing)\s+(?:one|the|a|an|its)\s+[^.;]{0,50}?\b(?:that|which)"
                 r"\s+(?:took|needed|ran|lasted|came)\s+(?:[a-z-]+\s+){0,2}$")

# A clause about one run, right before its figure: "by its refused run, which lasted ".
_RUN_WHICH_TOOK = compiled(r"(?i)\b(?:run|repeat|attempt)\s*,\s+(?:which|that)\s+(?:took|needed|"
                           r"ran|lasted|came|stopped|ended|hung|died|failed|gave\s+up)\s+"
                           r"(?:[a-z-]+\s+){0,2}$")


def _one_run_before_named(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether the sentence names one run by ordinal before the claim ("Its third run")."""
    return any(sentence[0] <= at < raw.start and stat.startswith("repeat")
               for at, stat in stats_of(ctx))


def _one_run_before(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether the sentence names one run before the claim ("Its third run got HTTP 502 on
    every attempt", "X's run 2 never produced a token: the provider answered HTTP 500 on each
    attempt"): the attempts are that run's retries, not the lane's runs."""
    return _one_run_before_named(ctx, raw, sentence) \
        or NUMBERED_RUN.search(ctx.block.plain, sentence[0], raw.start) is not None \
        or _REMAINING_RUN.search(ctx.block.plain, sentence[0], raw.start) is not None


# One run left over after a count of the others: "it answered four of its five runs; the
# remaining run got HTTP 503 on every attempt".
_REMAINING_RUN = compiled(r"(?i)\bthe\s+(?:remaining|one\s+other|odd|other)\s+(?:run|one|request)\b"
                          # ... or one run, told as one: "one Caspian 3.0 refund reply run was
                          # rate limited: HTTP 429 on every attempt"
                          r"|\b(?:one|a|an)\s+(?:[\w.'\u2019-]+\s+){0,5}?run\b(?!s)"
                          r"(?=[^.;]{0,60}?\b(?:was|got|hit|ended|failed))")


def _that_run(ctx: BlockContext, sentence: tuple[int, int]) -> bool:
    """Whether the sentence opens on the run the sentence before named ("Juniper 2.4 failed
    its first Contracts run. That failure ...")."""
    if sentence[0] == 0 or _THAT_RUN.match(ctx.block.plain, sentence[0]) is None:
        return False
    before = sentence_of(ctx.sentences, sentence[0] - 1)[0]
    return any(before <= at < sentence[0] and stat.startswith("repeat")
               for at, stat in stats_of(ctx))


_THAT_RUN = compiled(r"(?i)\s*(?:that|this)\s+(?:failure|failed\s+run|run|request|error)\b")


def _one_run_in(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether the sentence names one run anywhere ("..., so Shrew Mini's fourth subject line
    ended ...") or one request before the claim ("One subject line request ... failed")."""
    return any(sentence[0] <= at < sentence[1] and stat.startswith("repeat")
               for at, stat in stats_of(ctx)) \
        or _ONE_REQUEST.search(ctx.block.plain, sentence[0], raw.start) is not None \
        or _THE_RUN_AFTER.search(ctx.block.plain, raw.end, sentence[1]) is not None


# (or one conversation, session or chat: "a shipping conversation got HTTP 429 on every attempt")
_ONE_REQUEST = compiled(r"(?i)\b(?:one|a|a\s+single)\s+(?:[\w-]+\s+){0,3}?(?:request|call|"
                        r"conversation|session|chat)\b")
# "... HTTP 429 on every attempt and the run ended with exit code 4": one run's retries.
_THE_RUN_AFTER = compiled(r"(?i)\b(?:and|so)\s+(?:the|that)\s+run\b")


def _named_first(ctx: BlockContext, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    """Whether a statistic word stands before the claim in its own clause ("a median answer
    of 1,880 bytes"): the claim's own, which "on average" after its list does not override."""
    since = max(sentence[0], raw.prev_end)
    return any(since <= at < raw.start
               and _CLAUSE_BREAK.search(ctx.block.plain, at, raw.start) is None
               for at, _ in stats_of(ctx))


# "per run", "on each run", "in every repeat" a few words after a range or bound (past its
# field words): the figure holds for each run.
_PER_RUN = lazy(r"(?:\s+[A-Za-z-]+){0,3}?\s+(?:per|(?:(?:in|on|for|across)\s+)?"
                      r"(?:each|every))\s+(?:single\s+)?(?:run|repeat|attempt)\b", re.I)


def _per_run_after(plain: str, raw: RawClaim, sentence: tuple[int, int]) -> bool:
    end = raw.end
    if raw.bound == "from":  # a range's bottom: the words after its top
        high = _RANGE_HIGH.match(plain, end)
        if high is not None:
            end = high.end()
    return _PER_RUN.match(plain, end, sentence[1]) is not None


# A repeat named by its ordinal ("the third", "its second run").
_ORDINAL_WORD = r"(?:first|second|third|fourth|fifth|sixth|last|final|\d+(?:st|nd|rd|th))"
_OWN_RUN_AFTER = compiled(rf"(?i)\b(?:{_ORDINAL_WORD}|other|remaining)\b"  # ("...; the other
                          # stopped"; or runs counted: "...; the three that finished wrote")
                          r"|\b(?:two|three|four|five|six|seven|eight|[2-9])\s+"
                          r"(?:(?:runs|ones|repeats)\b|(?:that|which)\s)")
_CLAUSE_BREAK = compiled(r"[,;:()]|\s(?:and|but|while|whereas)\s")
# A clause going on about the run named before it: "... and its first token came after".
# (not "and its fifth stopped", "and its third run": another run, named; "its first token"
# is a part of the run's answer)
_ITS_CLAUSE = compiled(r"(?i)(?:[,;]|\s(?:and|but))\s+(?:(?:and|but|then|yet)\s+)?"
                       # (or a record that reports it: "; the log gives its time to first token")
                       r"(?:(?:the\s+)?(?:log|logs|trace|harness|record|results?|dashboard|"
                       r"provider|API)\s+(?:gives|shows|records|puts|reports|lists|has|says|gave|"
                       r"showed|shown|recorded|reported|listed|had|said|logged|logs)\s+)?"
                       r"(?:its|their)\s+"
                       r"(?!(?:answers|runs|outputs|replies|responses|summaries|times)\b)"
                       rf"(?!(?:{ORDINAL}|other|next)\b"
                       r"(?![\s-]+(?:tokens?|answer|bytes?|response|chunks?)\b))")
# "once" after a bound: the runs it held for, counted ("went over 11.5 seconds once on each
# task"; not "once its first token arrived").
_ONCE_AFTER = compiled(r"(?i)(?:\s+(?:seconds?|s|ms|bytes|tokens))?\s+once"
                       r"(?:\s+(?:on|in|for|across)\s+(?:each|every)\s+(task|prompt))?"
                       r"(?=\s*(?:[,.;:)]|$)|\s+(?:on|in|for|across)\b(?!\s+(?:its|the)\s+first))")
# A statistic moved to the figure, said as "it": "... pulls it up to 28.33 s".
_MOVED_IT = compiled(r"(?i)\b(?:drag|push|pull|bump|bring|brought|nudge|lift|rais|drive|drove)"
                     r"\w*\s+it\s+(?:all\s+the\s+way\s+)?(?:up|down)\s+to\s+$")
_RUNS_ON_THE = compiled(r"(?i)\bruns\s+(?:on|of)\s+the\s+$")
_IT_IS = compiled(r"(?i)\bit\s+(?:is|was|comes\s+to|came\s+to|would\s+be)\s+$")
_IT_OBJECT = compiled(r"(?i)\b[a-z]+\s+it\s+(?:only\s+|just\s+|still\s+)?$")
# The run named before, said as "it" after the time it reached: "gave up at 52.71 seconds, by
# which time it had streamed 4,310 completion tokens".
_BY_THEN_IT = compiled(r"(?i)\b(?:by\s+which\s+time|by\s+then|at\s+which\s+point)\s+it\b")
_SUBJECT_WORD = compiled(r"(?i)\b(?:its|their|it|they)\b")


def _fronted(ctx: BlockContext, start: int, at: int) -> bool:
    """Whether the statistic at ``at`` opens its sentence before any subject ("On average,
    Lyra took 5.19 s and Kestrel took 25.65 s"; "On the first run, ..."): it is about every
    clause of the sentence."""
    if _ADVERBIAL_OWNER.fullmatch(masked_text(ctx), start, at) is not None:
        return True  # "In Sleet Mini's third swarm watch run, the first token arrived ..."
    return not any(start <= mention.start < at for mention in ctx.lanes) \
        and (_SUBJECT_WORD.search(ctx.block.plain, start, at) is None
             or _ADVERBIAL.fullmatch(ctx.block.plain, start, at) is not None)


# A statistic's opening adverbial whose "its" is no subject: "On its second try, Finch ...".
_ADVERBIAL = compiled(r"(?i)\s*(?:on|in|for|at|during|by|over|across)\s+(?:its|their)\s+")
# ... or a lane's (names blanked): "In Sleet Mini's third swarm watch run, ...".
_ADVERBIAL_OWNER = compiled(r"(?i)\s*(?:on|in|for|during)\s+\x00+['\u2019]s\s+")
_VERB_WORDS = (r"was|were|is|are|took|takes|came|comes|used|uses|wrote|writes|spent|spends|"
               r"kept|keeps|ran|had|has|hit|hits|got|gets|made|makes|sent|sends|stood|sat|"
               r"rose|fell|needed|needs|did|does|went|goes|gave|gives|[a-z]+ed")
_VERB = rf"(?:{_VERB_WORDS})\b"
# A clause with its own subject and verb: a statistic named in an earlier clause does not
# reach into it ("Falcon's median was 10.0 s, and Aria's runs took from 11.9 to 13.2 s"),
# as it does into an elided one ("Falcon's median was 10.0 s, Aria's 12.6 s", "..., and
# Aria's was 12.6 s"), or one whose subject is "it" ("Its second run used 1,900 tokens, and
# it streamed at 30 tokens per second"); "..., and one of those runs failed with HTTP 502"
# has its own, as does "...; one run was truncated at 4,096 tokens". Names are blanked
# (masked_text): a lane is NULs.
_OWN_CLAUSE = compiled(
    r"(?:[,;:(]|\s(?:and|but|while|whereas))\s+(?:(?:and|but|then|so|yet)\s+)?"
    # ("; Snib CLI, the command-line tool, needed 24.30 and 23.56 seconds": past its apposition)
    rf"(?:\x00+(?:,\s+(?:the|a|an|our)\s+[^,;.\d\x00]{{1,40}},)?\s+(?:also\s+|still\s+|only\s+)?"
    rf"{_VERB}"
    rf"|(?:(?:one\s+of\s+)?(?:its|their|the|those|these)|\x00+['\u2019]s?)\s+"
    rf"(?:(?!{_VERB})[\w\x00'\u2019-]+\s+){{0,3}}?{_VERB}"
    # ("...; on its second blurb the first output byte came after": a run of its own)
    rf"|(?:on|in|for|during)\s+(?:its|their|the)\s+{_ORDINAL_WORD}\s+"
    rf"(?:(?!{_VERB})[\w\x00'\u2019-]+\s+){{1,5}}?{_VERB}"
    # ("...; one run was truncated at 4,096 completion tokens": a run of its own)
    rf"|(?:one|a|another)\s+(?:[\w\x00-]+\s+){{0,2}}?(?:run|repeat|attempt)\s+{_VERB})",
    re.I)
