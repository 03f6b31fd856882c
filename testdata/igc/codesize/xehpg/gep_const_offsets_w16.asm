//.kernel gep_const_offsets_w16
//.platform DG2
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -dumpcommonisa -output -binary -fusedCallWA 1 "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -LSCBackupMode -fusedCallWA 1 "
//.instCount 77
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r3.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r3.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r3.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r3.2)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V33 (39)  rf=r size=4 type=d align=2 words (r2.6)
//.declare V35 (41)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V36 (42)  rf=r size=8 type=uq align=4 words (r2.1)
//.declare V37 (43)  rf=r size=32 type=d align=16 words (r1.0)
//.declare V38 (44)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V39 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V40 (46)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V41 (47)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V42 (48)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V43 (49)  rf=r size=32 type=d align=16 words (r13.0)
//.declare V44 (50)  rf=r size=32 type=d align=16 words (r14.0)
//.declare V45 (51)  rf=r size=32 type=d align=16 words (r15.0)
//.declare V46 (52)  rf=r size=32 type=d align=16 words (r16.0)
//.declare V47 (53)  rf=r size=64 type=uq align=16 words (r17.0)
//.declare V48 (54)  rf=r size=64 type=uq align=16 words (r19.0)
//.declare V49 (55)  rf=r size=128 type=uq align=16 words (r21.0)
//.declare P1 (57)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V51 (58)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V52 (59)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V53 (60)  rf=r size=8 type=uq align=4 words (r2.2)
//.declare V54 (61)  rf=r size=32 type=d align=16 words (r29.0)
//.declare V55 (62)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V56 (63)  rf=r size=32 type=d align=16 words (r32.0)
//.declare V57 (64)  rf=r size=32 type=d align=16 words (r33.0)
//.declare V58 (65)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V59 (66)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V60 (67)  rf=r size=32 type=d align=16 words (r38.0)
//.declare V61 (68)  rf=r size=32 type=d align=16 words (r39.0)
//.declare V62 (69)  rf=r size=32 type=d align=16 words (r40.0)
//.declare V63 (70)  rf=r size=32 type=d align=16 words (r41.0)
//.declare V64 (71)  rf=r size=64 type=uq align=16 words (r42.0)
//.declare V65 (72)  rf=r size=64 type=uq align=16 words (r44.0)
//.declare V66 (73)  rf=r size=128 type=uq align=16 words (r46.0)
//.declare V67 (74)  rf=r size=64 type=d alias=V35+0 align=16 words (r3.0)
//.declare V68 (75)  rf=r size=32 type=d alias=V37+0 align=16 words (r1.0)
//.declare V70 (77)  rf=r size=64 type=d alias=V38+0 align=16 words (r5.0)
//.declare V71 (78)  rf=r size=32 type=ud alias=V39+0 align=16 words (r7.0)
//.declare V72 (79)  rf=r size=32 type=ud alias=V40+0 align=16 words (r8.0)
//.declare V73 (80)  rf=r size=64 type=ud alias=V38+0 align=16 words (r5.0)
//.declare V74 (81)  rf=r size=64 type=d alias=V41+0 align=16 words (r9.0)
//.declare V75 (82)  rf=r size=32 type=d alias=V40+0 align=16 words (r8.0)
//.declare V76 (83)  rf=r size=64 type=q alias=V42+0 align=16 words (r11.0)
//.declare V77 (84)  rf=r size=8 type=q alias=V36+0 align=4 words (r2.1)
//.declare V78 (85)  rf=r size=32 type=ud alias=V43+0 align=16 words (r13.0)
//.declare V79 (86)  rf=r size=32 type=ud alias=V44+0 align=16 words (r14.0)
//.declare V80 (87)  rf=r size=64 type=ud alias=V42+0 align=16 words (r11.0)
//.declare V81 (88)  rf=r size=64 type=d alias=V47+0 align=16 words (r17.0)
//.declare V82 (89)  rf=r size=64 type=d alias=V47+0 align=16 words (r17.0)
//.declare V83 (90)  rf=r size=32 type=d alias=V44+0 align=16 words (r14.0)
//.declare V84 (91)  rf=r size=64 type=d alias=V42+0 align=16 words (r11.0)
//.declare V85 (92)  rf=r size=32 type=ud alias=V45+0 align=16 words (r15.0)
//.declare V86 (93)  rf=r size=32 type=ud alias=V46+0 align=16 words (r16.0)
//.declare V87 (94)  rf=r size=64 type=ud alias=V41+0 align=16 words (r9.0)
//.declare V88 (95)  rf=r size=64 type=d alias=V48+0 align=16 words (r19.0)
//.declare V89 (96)  rf=r size=64 type=d alias=V48+0 align=16 words (r19.0)
//.declare V90 (97)  rf=r size=32 type=d alias=V46+0 align=16 words (r16.0)
//.declare V91 (98)  rf=r size=4 type=d alias=V33+0 align=2 words (r2.6)
//.declare V92 (99)  rf=r size=128 type=uq alias=V49+0 align=16 words (r21.0)
//.declare V93 (100)  rf=r size=64 type=d alias=V52+0 align=16 words (r27.0)
//.declare V94 (101)  rf=r size=64 type=d alias=V51+0 align=16 words (r25.0)
//.declare V95 (102)  rf=r size=32 type=d alias=V54+0 align=16 words (r29.0)
//.declare V96 (103)  rf=r size=64 type=d alias=V55+0 align=16 words (r30.0)
//.declare V97 (104)  rf=r size=32 type=ud alias=V56+0 align=16 words (r32.0)
//.declare V98 (105)  rf=r size=32 type=ud alias=V57+0 align=16 words (r33.0)
//.declare V99 (106)  rf=r size=64 type=ud alias=V55+0 align=16 words (r30.0)
//.declare V100 (107)  rf=r size=64 type=d alias=V58+0 align=16 words (r34.0)
//.declare V101 (108)  rf=r size=32 type=d alias=V57+0 align=16 words (r33.0)
//.declare V102 (109)  rf=r size=64 type=q alias=V59+0 align=16 words (r36.0)
//.declare V103 (110)  rf=r size=8 type=q alias=V53+0 align=4 words (r2.2)
//.declare V104 (111)  rf=r size=32 type=ud alias=V60+0 align=16 words (r38.0)
//.declare V105 (112)  rf=r size=32 type=ud alias=V61+0 align=16 words (r39.0)
//.declare V106 (113)  rf=r size=64 type=ud alias=V59+0 align=16 words (r36.0)
//.declare V107 (114)  rf=r size=64 type=d alias=V64+0 align=16 words (r42.0)
//.declare V108 (115)  rf=r size=64 type=d alias=V64+0 align=16 words (r42.0)
//.declare V109 (116)  rf=r size=32 type=d alias=V61+0 align=16 words (r39.0)
//.declare V110 (117)  rf=r size=64 type=d alias=V59+0 align=16 words (r36.0)
//.declare V111 (118)  rf=r size=32 type=ud alias=V62+0 align=16 words (r40.0)
//.declare V112 (119)  rf=r size=32 type=ud alias=V63+0 align=16 words (r41.0)
//.declare V113 (120)  rf=r size=64 type=ud alias=V58+0 align=16 words (r34.0)
//.declare V114 (121)  rf=r size=64 type=d alias=V65+0 align=16 words (r44.0)
//.declare V115 (122)  rf=r size=64 type=d alias=V65+0 align=16 words (r44.0)
//.declare V116 (123)  rf=r size=32 type=d alias=V63+0 align=16 words (r41.0)
//.declare V117 (124)  rf=r size=128 type=uq alias=V66+0 align=16 words (r46.0)
//.declare  (125)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (126)  rf=r size=16 type=w align=8 words (r50.0)
//.declare  (131)  rf=r size=32 type=d align=16 words (r51.0)
//.declare  (132)  rf=r size=32 type=d align=16 words (r52.0)
//.declare  (133)  rf=r size=32 type=d align=16 words (r53.0)
//.declare  (134)  rf=r size=32 type=d align=16 words (r54.0)
//.declare  (135)  rf=r size=32 type=d align=16 words (r55.0)
//.declare  (136)  rf=r size=32 type=d align=16 words (r56.0)
//.declare  (137)  rf=r size=32 type=d align=16 words (r57.0)
//.declare  (138)  rf=r size=32 type=d align=16 words (r58.0)
//.declare  (139)  rf=r size=32 type=ud align=16 words (r59.0)
//.declare  (140)  rf=r size=32 type=ud align=16 words (r60.0)
//.declare  (141)  rf=r size=32 type=ud align=16 words (r61.0)
//.declare  (142)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (143)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (144)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (145)  rf=r size=32 type=ud align=16 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V36      | :uq      |      8 | r2+8     | general    |
// | V53      | :uq      |      8 | r2+16    | general    |
// | V33      | :d       |      4 | r2+24    | general    |
// | V32      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.2<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x20:uw              {I@1} // 
(W)     send.dc0 (8|M0)          r1       r127    null:0  0x0            0x021842FD           {A@1,$0} // wr:1h+0, rd:1; oword aligned block read x2 // $40
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud                              {$0.src}          // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     send.dc0 (8|M0)          r2       r127    null:0  0x0            0x021842FD           {A@1,$1} // wr:1h+0, rd:1; oword aligned block read x2 // $40
// B002: Preds:{B001},  Succs:{}
// gep_const_offsets_w16_BB_0:
(W)     send.ugm (1|M0)          r60      r0      null:0  0x0            0x0214171F           {$2} // wr:1+0, rd:1; fence.ugm.evict.gpu // $40
(W)     mov (8|M0)               null<1>:ud    r60.0<1;1,0>:ud                  {$2.dst}             //  memory fence commit; $40
(W)     send.ugm (1|M0)          r61      r0      null:0  0x0            0x0210271F           {$3} // wr:1+0, rd:1; fence.ugm.invalidate.gpu // $40
        mov (8|M0)               r50.0<1>:w    0x76543210:v                                          // $2
        mov (8|M0)               r11.0<2>:ud   r2.2<0;1,0>:ud                   {$1.dst}             // $10
        sync.nop                             null                             {Compacted,$0.dst}     // $4
        mul (8|M0)               r1.0<1>:d     r50.0<1;1,0>:w    12:w               {I@2}            // $4
        mul (8|M0)               r5.0<2>:d     r50.0<1;1,0>:w    12:w                                // $5
        asr (8|M0)               r5.1<2>:d     r1.0<1;1,0>:d     31:w               {I@2}            // $6
        mov (8|M0)               r11.1<2>:ud   r2.3<0;1,0>:ud                                        // $10
        addc (8|M0)              r7.0<1>:ud    r5.0<2;1,0>:ud    0x60:ud              {AccWrEn,Compacted,I@2} // $7
        mov (8|M0)               r3.0<1>:d     r50.0<1;1,0>:w                                        // $2
        mov (8|M0)               r8.0<1>:ud    acc0.0<1;1,0>:ud                 {Compacted}          // $7
        addc (8|M0)              r13.0<1>:ud   r11.0<2;1,0>:ud   r5.0<2;1,0>:ud   {AccWrEn,Compacted,I@4} // $11
        add3 (8|M0)              r9.1<2>:d     r8.0<1;0>:d       r5.1<4;2>:d       0:w               {I@2} // $9
        mov (8|M0)               r14.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $11
        addc (8|M0)              r15.0<1>:ud   r11.0<2;1,0>:ud   r7.0<1;1,0>:ud   {AccWrEn,Compacted} // $14
        mov (8|M0)               r52.0<1>:d    r5.1<2;1,0>:d                                         // $13
        mov (8|M0)               r54.0<1>:d    r9.1<2;1,0>:d                    {I@4}                // $16
        mov (8|M0)               r16.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $14
        add (8|M0)               r4.0<1>:d     r3.0<1;1,0>:d     8:w               {Compacted}       // $3
        add3 (8|M0)              r51.0<1>:d    r14.0<1;0>:d      r11.1<4;2>:d      r52.0<1>:d       {I@4} // $13
        add3 (8|M0)              r53.0<1>:d    r16.0<1;0>:d      r11.1<4;2>:d      r54.0<1>:d       {I@3} // $16
        mov (8|M0)               r17.0<2>:d    r13.0<1;1,0>:d                                        // $12
        mov (8|M0)               r19.0<2>:d    r15.0<1;1,0>:d                                        // $15
        cmp (16|M0)   (gt)f0.0   null<1>:d     r2.6<0;1,0>:d     r3.0<1;1,0>:d    {I@5}              // $21 R{} IR{}{O:0,O:0,},  R{r2,} IR{} {BC=1}
        mov (8|M0)               r17.1<2>:d    r51.0<1;1,0>:d                   {I@5}                // $13
        mov (8|M0)               r19.1<2>:d    r53.0<1;1,0>:d                   {I@5}                // $16
        mov (8|M0)               r21.0<2>:ud   r17.0<2;1,0>:ud                  {I@2}                // $17
        mov (8|M0)               r21.1<2>:ud   r17.1<2;1,0>:ud                                       // $17
        mov (8|M0)               r23.0<2>:ud   r19.0<2;1,0>:ud                  {I@3}                // $18
        mov (8|M0)               r23.1<2>:ud   r19.1<2;1,0>:ud                                       // $18
        mov (16|M0)              r25.0<1>:d    0:w                                                   // $20
(W)     mov (8|M0)               null<1>:ud    r61.0<1;1,0>:ud                  {$3.dst}             //  memory fence commit; $22
(f0.0)  send.dc1 (16|M0)         r25      r21     null:0  0x0            0x082411FF           {A@2,$4} // wr:4+0, rd:2; a64 dword gathering read // $22
        mul (8|M0)               r29.0<1>:d    r50.0<1;1,0>:w    4:w                                 // $24
        mul (8|M0)               r30.0<2>:d    r50.0<1;1,0>:w    4:w                                 // $25
        asr (8|M0)               r30.1<2>:d    r29.0<1;1,0>:d    31:w               {I@2}            // $26
        mov (8|M0)               r36.0<2>:ud   r2.4<0;1,0>:ud                                        // $30
        addc (8|M0)              r32.0<1>:ud   r30.0<2;1,0>:ud   0x20:ud              {AccWrEn,Compacted,I@2} // $27
        mov (8|M0)               r36.1<2>:ud   r2.5<0;1,0>:ud                                        // $30
        mov (8|M0)               r33.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $27
        addc (8|M0)              r38.0<1>:ud   r36.0<2;1,0>:ud   r30.0<2;1,0>:ud  {AccWrEn,Compacted,I@2} // $31
        add3 (8|M0)              r34.1<2>:d    r33.0<1;0>:d      r30.1<4;2>:d      0:w               {I@2} // $29
        mov (8|M0)               r39.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $31
        addc (8|M0)              r40.0<1>:ud   r36.0<2;1,0>:ud   r32.0<1;1,0>:ud  {AccWrEn,Compacted} // $34
        mov (8|M0)               r56.0<1>:d    r30.1<2;1,0>:d                                        // $33
        mov (8|M0)               r58.0<1>:d    r34.1<2;1,0>:d                   {I@4}                // $36
        mov (8|M0)               r41.0<1>:ud   acc0.0<1;1,0>:ud                 {Compacted}          // $34
        add3 (8|M0)              r55.0<1>:d    r39.0<1;0>:d      r36.1<4;2>:d      r56.0<1>:d       {I@3} // $33
        add3 (8|M0)              r57.0<1>:d    r41.0<1;0>:d      r36.1<4;2>:d      r58.0<1>:d       {I@2} // $36
        mov (8|M0)               r42.0<2>:d    r38.0<1;1,0>:d                                        // $32
        mov (8|M0)               r44.0<2>:d    r40.0<1;1,0>:d                                        // $35
        mov (8|M0)               r42.1<2>:d    r55.0<1;1,0>:d                   {I@4}                // $33
        mov (8|M0)               r44.1<2>:d    r57.0<1;1,0>:d                   {I@4}                // $36
        mov (8|M0)               r46.0<2>:ud   r42.0<2;1,0>:ud                  {I@2}                // $37
        mov (8|M0)               r46.1<2>:ud   r42.1<2;1,0>:ud                                       // $37
        mov (8|M0)               r48.0<2>:ud   r44.0<2;1,0>:ud                  {I@3}                // $38
        mov (8|M0)               r48.1<2>:ud   r44.1<2;1,0>:ud                                       // $38
(W)     mov (8|M0)               r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $40
        shl (16|M0)              r27.0<1>:d    r25.0<1;1,0>:d    1:w               {Compacted,$4.dst} // $23
(f0.0)  send.dc1 (16|M0)         null     r46     r27:2   0x0            0x080691FF           {A@1,$5} // wr:4+2, rd:0; a64 dword scattering write // $39
(W)     send.ugm (1|M0)          r59      r0      null:0  0x0            0x0210031F           {$6} // wr:1+0, rd:1; fence.ugm.none.local // $40
(W)     mov (8|M0)               null<1>:ud    r59.0<1;1,0>:ud                  {$6.dst}             //  memory fence commit; $40
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,A@1} // wr:1+0, rd:0; end of thread // $40
L1088:
        nop                                                                                          // $40


//.BankConflicts: 1
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 1
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 120
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
