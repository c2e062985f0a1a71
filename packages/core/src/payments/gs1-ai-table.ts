/**
 * Every GS1 application identifier with the format of its data field, after the GS1 General Specifications'
 * AI table as published in machine-readable form by GS1 (the GS1 Barcode Syntax Dictionary,
 * github.com/gs1/gs1-syntax-dictionary, Apache-2.0). One line per AI or AI range:
 *
 *   AI[-last]  [*]  component...
 *
 * `*` marks the predefined-length AIs that never need an FNC1 after them (GS1 GenSpecs 7.8.5); every other
 * field ends at FNC1 (GS) or at the end of the code, fixed length or not. A component is N (digits) or X
 * (GS1 character set 82) with a length (`N6`) or a maximum (`X..20`); `[..]` is optional. `,csum` checks a
 * GS1 check digit, `,date` a YYMMDD date (day 00 allowed). In the 31nn-36nn and 390n-395n ranges the last
 * digit of the AI is the number of decimals in the value.
 */
export const gs1AiTable = `
00 * N18,csum
01 * N14,csum
02 * N14,csum
03 * N14,csum
10 X..20
11 * N6,date
12 * N6,date
13 * N6,date
15 * N6,date
16 * N6,date
17 * N6,date
20 * N2
21 X..20
22 X..20
235 X..28
240 X..30
241 X..30
242 N..6
243 X..20
250 X..30
251 X..30
253 N13,csum [X..17]
254 X..20
255 N13,csum [N..12]
30 N..8
3100-3105 * N6
3110-3115 * N6
3120-3125 * N6
3130-3135 * N6
3140-3145 * N6
3150-3155 * N6
3160-3165 * N6
3200-3205 * N6
3210-3215 * N6
3220-3225 * N6
3230-3235 * N6
3240-3245 * N6
3250-3255 * N6
3260-3265 * N6
3270-3275 * N6
3280-3285 * N6
3290-3295 * N6
3300-3305 * N6
3310-3315 * N6
3320-3325 * N6
3330-3335 * N6
3340-3345 * N6
3350-3355 * N6
3360-3365 * N6
3370-3375 * N6
3400-3405 * N6
3410-3415 * N6
3420-3425 * N6
3430-3435 * N6
3440-3445 * N6
3450-3455 * N6
3460-3465 * N6
3470-3475 * N6
3480-3485 * N6
3490-3495 * N6
3500-3505 * N6
3510-3515 * N6
3520-3525 * N6
3530-3535 * N6
3540-3545 * N6
3550-3555 * N6
3560-3565 * N6
3570-3575 * N6
3600-3605 * N6
3610-3615 * N6
3620-3625 * N6
3630-3635 * N6
3640-3645 * N6
3650-3655 * N6
3660-3665 * N6
3670-3675 * N6
3680-3685 * N6
3690-3695 * N6
37 N..8
3900-3909 N..15
3910-3919 N3 N..15
3920-3929 N..15
3930-3939 N3 N..15
3940-3943 N4
3950-3955 N6
400 X..30
401 X..30
402 N17,csum
403 X..30
410 * N13,csum
411 * N13,csum
412 * N13,csum
413 * N13,csum
414 * N13,csum
415 * N13,csum
416 * N13,csum
417 * N13,csum
420 X..20
421 N3 X..9
422 N3
423 N3 [N3] [N3] [N3] [N3]
424 N3
425 N3 [N3] [N3] [N3] [N3]
426 N3
427 X..3
4300-4306 X..70
4307 X2
4308 X..30
4309 N10 N10
4310-4316 X..70
4317 X2
4318 X..20
4319 X..30
4320 X..35
4321-4323 N1
4324-4325 N6 N4
4326 N6
4330-4333 N6 [X1]
7001 N13
7002 X..30
7003 N6 N4
7004 N..4
7005 X..12
7006 N6
7007 N6 [N6]
7008 X..3
7009 X..10
7010 X..2
7011 N6 [N4]
7020-7022 X..20
7023 X..30
7030-7039 N3 X..27
7040 N1 X3
7041 X..4
710-716 X..20
7230-7239 X2 X..28
7240 X..20
7241 N2
7242 X..25
7250 N8
7251 N8 N4
7252 N1
7253-7254 X..40
7255 X..10
7256 X..90
7257 X..70
7258 X3
7259 X..40
8001 N14
8002 X..20
8003 N14,csum [X..16]
8004 X..30
8005 N6
8006 N14,csum N4
8007 X..34
8008 N8 [N2] [N2]
8009 X..50
8010 X..30
8011 N..12
8012 X..20
8013 X..25
8014 X..25
8017-8018 N18,csum
8019 N..10
8020 X..25
8026 N14,csum N4
8030 X..90
8110 X..70
8111 N4
8112 X..70
8200 X..70
90 X..30
91-99 X..90
`;
